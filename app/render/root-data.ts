/**
 * What the root loader gives every page (app/render/root-loader.server.ts), readable from the shell and the pages with
 * `useRootData()`. It lives apart from root.tsx because root renders the shell (Navbar, Footer), and the
 * shell reads this: in root.tsx the two would import each other.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { PortalUnit } from "#contracts/enums";
import type { ConsentState } from "~/consent/consent.server";
import type { BrowserMonitoring, IssuerName, PortalConfig } from "~/render/context";
import type { FlashData } from "~/session/session.server";

export interface RootData {
  /** The language of the page's text. */
  locale: string;
  /** The language chosen for the visit: other than `locale` on company and advisor pages in a language they lack. */
  chosenLanguage: string;
  /** Says, in the chosen language, that this page is shown in German; null when it is in the chosen language. */
  languageNotice: string | null;
  unit: PortalUnit;
  /** The business-portal variant (own tag-manager container). */
  businessPortal: boolean;
  user: { name: string; issuer: IssuerName | null } | null;
  supportEmail: string;
  environment: PortalConfig["environment"];
  requestId: string;
  flash: FlashData["flash"] | null;
  /** The browser asks to save data (`Save-Data: on`): no decorative images, no prefetch of other routes. */
  saveData: boolean;
  /** The browser's error monitoring, only when configured (the DSN goes to the browser only then). */
  monitoring?: BrowserMonitoring;
  /** The consent tool: services offered on this unit, the visitor's answer, the address without tracking parameters. */
  consent: ConsentState;
}

export const useRootData = () => useRouteLoaderData("root") as RootData | undefined;

/** Whether the page saves data (see RootData.saveData): decorative images and prefetching ask this. */
export const useSaveData = () => useRootData()?.saveData === true;
