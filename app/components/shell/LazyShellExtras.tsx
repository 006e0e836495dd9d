import { lazy, Suspense, useEffect, useState } from "react";

const ShellExtras = lazy(() => import("./ShellExtras"));

/** Mounts the back-to-top button and the reconnect toast once the page has hydrated (nothing on the server). */
export function LazyShellExtras() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ShellExtras />
    </Suspense>
  );
}
