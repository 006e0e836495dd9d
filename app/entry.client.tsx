import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { keySubmissions } from "~/forms/submission-key-browser";
import { DEFAULT_NAMESPACE, TranslationProvider } from "~/i18n/translation";
import { browserTranslationStore } from "~/i18n/translation-browser";

async function hydrate() {
  // Kept before React touches the document: a render from scratch (after a failed hydration) rebuilds the
  // inlined stylesheet from these; the nonce attribute itself is hidden from scripts, its property is not.
  const style = document.getElementById("critical-css") as HTMLStyleElement | null;
  window.__tandemStyle = { css: style?.textContent ?? "", nonce: style?.nonce ?? "", whole: style?.dataset.whole };
  // The server rendered in this language (<html lang>) with these namespaces (app/root.tsx
  // RenderedNamespaces): all of them are here before hydration, so the first render has the server's text.
  keySubmissions();
  const lng = document.documentElement.lang;
  const store = browserTranslationStore();
  await store.load(lng, [...new Set([DEFAULT_NAMESPACE, ...(window.__tandemNamespaces ?? [])])]);
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider store={store} lng={lng}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

hydrate();
