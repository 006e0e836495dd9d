/**
 * With the database and the documents elsewhere (DATABASE_URL, S3_*, SESSION_SECRET), an instance keeps
 * nothing of its own: its DATA_DIR stays empty, at boot and while the journeys run (the development
 * providers' keys are in the database, their client secrets derived from SESSION_SECRET).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export type DirectorySnapshot = Map<string, string>;

/** Every file under `dir` with its size and modification time. */
export function snapshotDirectory(dir: string): DirectorySnapshot {
  const files: DirectorySnapshot = new Map();
  if (!existsSync(dir)) return files;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const info = statSync(full);
        files.set(path.relative(dir, full), `${info.size}:${info.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

/** Throws naming every file that appeared, changed or went away since `before`. */
export function checkDirectoryUnchanged(dir: string, before: DirectorySnapshot): void {
  const after = snapshotDirectory(dir);
  const changes = [
    ...[...after.keys()].filter((file) => !before.has(file)).map((file) => `written: ${file}`),
    ...[...after]
      .filter(([file, stamp]) => before.has(file) && before.get(file) !== stamp)
      .map(([f]) => `changed: ${f}`),
    ...[...before.keys()].filter((file) => !after.has(file)).map((file) => `removed: ${file}`),
  ];
  if (changes.length > 0) {
    throw new Error(`The instance wrote under its DATA_DIR (${dir}) during the journeys:\n${changes.join("\n")}`);
  }
}

/** Throws naming every file under `dir` (a missing directory is empty). */
export function checkDirectoryEmpty(dir: string): void {
  const files = [...snapshotDirectory(dir).keys()];
  if (files.length > 0) throw new Error(`The instance wrote under its DATA_DIR (${dir}) at boot:\n${files.join("\n")}`);
}
