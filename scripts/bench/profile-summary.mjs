/**
 * Summarises a V8 CPU profile (node --cpu-prof) by where the time was spent: self time per npm package
 * (node_modules/<name> or <@scope/name>), the project's own code, Node's internals, garbage collection
 * and idle. Usage: node profile-summary.mjs FILE.cpuprofile [--top N]
 */
import fs from "node:fs";

/** Which bucket a call frame's self time counts for. */
export function bucketOf(frame) {
  const { url, functionName } = frame;
  if (functionName === "(garbage collector)") return "(garbage collection)";
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(program)" || functionName === "(root)") return "(program)";
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "(node internals)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + "node_modules/".length).split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  if (url.includes("/build/")) return "(project: server build)";
  return "(project)";
}

/** Self time in milliseconds per bucket, largest first, each with its share of the busy (non-idle) time. */
export function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const bucket = bucketOf(node.callFrame);
    selfUs.set(bucket, (selfUs.get(bucket) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const busyUs = [...selfUs].filter(([b]) => b !== "(idle)").reduce((sum, [, us]) => sum + us, 0);
  return [...selfUs]
    .filter(([b]) => b !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .map(([bucket, us]) => ({ bucket, ms: Math.round(us / 1000), share: Math.round((us / busyUs) * 1000) / 10 }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file] = process.argv.slice(2);
  const topIndex = process.argv.indexOf("--top");
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 12;
  const rows = summarise(JSON.parse(fs.readFileSync(file, "utf8"))).slice(0, top);
  for (const row of rows)
    console.log(`${String(row.share).padStart(5)} %  ${String(row.ms).padStart(7)} ms  ${row.bucket}`);
}
