import { lazy, Suspense, useEffect, useState } from "react";

const AfterHydrationExtras = lazy(() => import("./after-hydration-extras"));

/**
 * Mounts the shell's JavaScript-only parts (back-to-top, reconnect toast, the consent tool's behaviour)
 * once the page has hydrated: nothing on the server, and their code is one chunk outside the first load.
 */
export function AfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AfterHydrationExtras />
    </Suspense>
  );
}
