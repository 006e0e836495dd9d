/**
 * Everything the scale test starts or creates registers how to undo it here; `cleanup()` undoes it in
 * reverse order (the browser before the portals, the portals before nginx, the database and the object
 * store last, each temp dir after what ran in it), once, also on Ctrl-C, SIGTERM or a crash.
 */
const tasks = [];
let running = null;
/** Set on Ctrl-C or a kill: the checks still under way then fail for that reason only, and say nothing. */
export let interrupted = false;

/** Registers `undo` (sync or async) under a name shown when it fails. */
export function onCleanup(name, undo) {
  tasks.push({ name, undo });
}

/** Runs every registered undo, newest first; a failing one is reported and the rest still run. */
export function cleanup() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const { name, undo } = tasks.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup of ${name} failed: ${error?.message ?? error}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C, a kill or an unexpected error: clean up first, then exit non-zero. */
export function cleanUpOnInterrupt() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping everything the scale test started …`);
      cleanup().finally(() => process.exit(130));
    });
  }
  const crash = (error) => {
    console.error("FAIL unexpected error:", error);
    cleanup().finally(() => process.exit(1));
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
}
