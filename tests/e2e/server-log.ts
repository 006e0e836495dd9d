/**
 * The server's log of a whole journey run (playwright.config.ts points LOG_FILE here), read at the end of
 * the run: JSON lines, every request with its id, and not one e-mail address or name of the seeded people.
 */
import { existsSync, readFileSync } from "node:fs";
import { DEMO_ACCOUNTS } from "../../contracts/demo-accounts";

export function checkServerLog(file: string): void {
  if (!existsSync(file)) throw new Error(`server log: ${file} was not written`);
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  const problems: string[] = [];
  let requests = 0;
  for (const [index, line] of lines.entries()) {
    let record: { msg?: unknown; reqId?: unknown; route?: unknown };
    try {
      record = JSON.parse(line);
    } catch {
      problems.push(`line ${index + 1} is not JSON: ${line.slice(0, 120)}`);
      continue;
    }
    if (record.msg === "request") {
      requests += 1;
      if (typeof record.reqId !== "string" || typeof record.route !== "string") {
        problems.push(`line ${index + 1}: a request without its id or route`);
      }
    }
    const lower = line.toLowerCase();
    for (const person of DEMO_ACCOUNTS) {
      for (const value of [person.email, `${person.givenName} ${person.familyName}`]) {
        if (value && lower.includes(value.toLowerCase())) problems.push(`line ${index + 1} names ${value}`);
      }
    }
  }
  // every journey makes requests: a log without one is a log that is not written
  if (requests === 0) problems.push("no request logged");
  if (problems.length > 0) {
    throw new Error(`server log ${file}:\n${[...new Set(problems)].slice(0, 30).join("\n")}`);
  }
}
