import { createContext, useContext } from "react";
import type { ProvidedOptionLists } from "~/forms/option-list-types";

/**
 * Values that exist only while the server renders: the request's CSP nonce, the critical CSS to
 * inline and the request id shown as incident id. In the browser they are empty (browsers hide the
 * nonce attribute anyway) and hydration keeps the server's markup.
 */
export interface ServerRenderValues {
  nonce: string;
  css: string;
  /** where the browser finds the whole stylesheet, loaded once the page has hydrated (server only) */
  wholeCss?: string;
  requestId: string;
  /** the translation namespaces the render has looked a text up in so far (server only) */
  usedNamespaces?: ReadonlySet<string>;
  /** long option lists the loaders provided (app/forms/option-lists.tsx; server only) */
  optionLists?: ProvidedOptionLists;
}

export const ServerRenderContext = createContext<ServerRenderValues>({ nonce: "", css: "", requestId: "" });
export const useServerRender = () => useContext(ServerRenderContext);
