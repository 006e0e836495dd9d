import { type ComponentType, memo, Suspense } from "react";

/**
 * A part of a page whose code is not among the scripts the page loads before it hydrates: the server
 * renders it in full (its code is loaded when the server starts), and the browser keeps that markup,
 * which works as it does without JavaScript (a plain form, a link), until the part's code has arrived;
 * React then hydrates it in place (a Suspense boundary's selective hydration), so the first render is the
 * server's and nothing moves. Meant for parts whose script only matters once the user acts on them.
 *
 * The props are compared shallowly: a render of the page before the code is there does not reach the
 * part, which React would otherwise render again from scratch, dropping the server's markup meanwhile.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Component: ComponentType<Props> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () => {
    loading ??= load().then(
      (loaded) => {
        Component = loaded;
      },
      // the code could not be loaded (the connection dropped): the server's markup stays, as without JavaScript
      () => new Promise(() => {}),
    );
    return loading;
  };
  // The server renders without waiting: a part still loading there would be sent after the page, and
  // shown only by a script.
  if (typeof document === "undefined") start();
  // In the browser the code is fetched without waiting for a use: after the page's own scripts on a first
  // load (the server's markup serves meanwhile), at once when a client-side navigation brings the route
  // (it arrives beside the page's data, so the part does not appear after the rest of the page).
  else if (document.documentElement.dataset.hydrated || document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });

  function Loaded(props: Props) {
    // Suspends until the code is there; meanwhile React leaves the server's markup as it is.
    if (!Component) throw start();
    return <Component {...props} />;
  }

  return memo(function HydratedLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}
