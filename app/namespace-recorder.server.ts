import type { i18n, PostProcessorModule } from "i18next";

/**
 * Records the namespace of every text a page looks up (a component's own, or one named with `ns` or an
 * `ns:` key prefix), so the browser can load exactly these before it hydrates (app/root.tsx).
 *
 * i18next keeps post-processors in one registry for the whole process, keyed by name: a processor made
 * per request would be replaced by the next request's while the first one is still streaming, and the
 * first page would then miss namespaces it used (its client hydrates without them and renders again). So
 * there is one processor, and it finds the request's set through the translator that calls it.
 */
const usedBy = new WeakMap<object, Set<string>>();

export const NAMESPACE_RECORDER = "recordNamespace";

export const namespaceRecorder: PostProcessorModule = {
  type: "postProcessor",
  name: NAMESPACE_RECORDER,
  process(value, keys, options, translator) {
    const used = usedBy.get(translator);
    if (!used) return value;
    for (const ns of [options.ns ?? []].flat()) used.add(ns);
    for (const key of [keys].flat()) {
      const prefix = key.indexOf(":");
      if (prefix > 0) used.add(key.slice(0, prefix));
    }
    return value;
  },
};

/** Starts recording for an initialised instance (which must use `namespaceRecorder`); returns the set it fills. */
export function recordNamespaces(instance: i18n, used: Set<string>): Set<string> {
  usedBy.set((instance as unknown as { translator: object }).translator, used);
  return used;
}
