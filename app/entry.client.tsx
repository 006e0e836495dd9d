import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-http-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "~/i18n";
import { harvestOptionLists } from "~/option-lists";

async function hydrate() {
  // Kept before React touches the document: a render from scratch (after a failed hydration) rebuilds the
  // inlined stylesheet from these; the nonce attribute itself is hidden from scripts, its property is not.
  const style = document.getElementById("critical-css") as HTMLStyleElement | null;
  window.__tandemStyle = { css: style?.textContent ?? "", nonce: style?.nonce ?? "" };
  harvestOptionLists(document);
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      // The server rendered in this language; <html lang> carries it.
      lng: document.documentElement.lang,
      // What the server rendered with (app/root.tsx RenderedNamespaces); the routes' declarations otherwise.
      ns: [...new Set(["common", ...(window.__tandemNamespaces ?? getInitialNamespaces())])],
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      // A page reached by a client-side navigation may need a namespace not loaded yet. Suspending there
      // keeps the previous page on screen (Remix renders navigations in a transition) until it arrives;
      // without it the new page showed its raw keys for as long as the file took on a slow connection.
      react: { ...i18nConfig.react, useSuspense: true },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
