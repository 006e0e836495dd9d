/**
 * Records a CPU profile of a running Node server while a command runs, through the server's inspector
 * (the server was started with --inspect=127.0.0.1:PORT), and prints where the time went
 * (profile-summary.mjs). Needs Node's WebSocket: run with `node --experimental-websocket` on Node 20.
 *
 * Usage: node --experimental-websocket cpu-profile.mjs --inspector 127.0.0.1:9330 --out FILE [--top N] -- CMD ARGS…
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { summarise } from "./profile-summary.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && (dashes < 0 || i < dashes) ? args[i + 1] : fallback;
};
const inspector = option("inspector");
const out = option("out");
const top = Number(option("top", "12"));
const command = args.slice(dashes + 1);
if (!inspector || !out || dashes < 0 || command.length === 0) {
  console.error("usage: cpu-profile.mjs --inspector HOST:PORT --out FILE -- CMD ARGS…");
  process.exit(2);
}
if (!/^(127\.0\.0\.1|localhost):\d+$/.test(inspector)) {
  console.error("the inspector must be on loopback");
  process.exit(2);
}

const [target] = await (await fetch(`http://${inspector}/json/list`)).json();
const socket = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((resolve, reject) => {
  socket.onopen = resolve;
  socket.onerror = reject;
});
let nextId = 1;
const pending = new Map();
socket.onmessage = (event) => {
  const message = JSON.parse(event.data);
  if (message.id && pending.has(message.id)) {
    pending.get(message.id)(message);
    pending.delete(message.id);
  }
};
const send = (method, params = {}) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
    socket.send(JSON.stringify({ id, method, params }));
  });

await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 200 });
await send("Profiler.start");
const code = await new Promise((resolve) => {
  const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", resolve);
});
const { profile } = await send("Profiler.stop");
socket.close();
fs.writeFileSync(out, JSON.stringify(profile));
for (const row of summarise(profile).slice(0, top)) {
  console.log(`  ${String(row.share).padStart(5)} %  ${row.bucket}`);
}
process.exit(code ?? 1);
