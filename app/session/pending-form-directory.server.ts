/**
 * The pending-form store of a portal without its own database (API_URL names an API elsewhere): one
 * file per form in a directory of this instance, so a login that ends on another instance finds nothing
 * and the page shows its last saved draft. With a database, forms wait there instead and every instance
 * finds them (api/shared-state/pending-form-store.ts).
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PendingFormStore } from "~/render/context";
import { FILE_ID, MAX_STASH_BYTES, MAX_STASH_FILES, PENDING_FORM_TTL_MS } from "~/session/pending-form.server";

export class DirectoryPendingFormStore implements PendingFormStore {
  constructor(readonly directory: string) {}

  async keep(entry: { id: string; tag: string; json: string; replaces: string | null }): Promise<"kept" | "full"> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const replaced = entry.replaces ? `${entry.replaces}.json` : null;
    const kept = await this.sweep((name) => name.startsWith(`${entry.tag}-`) || name === replaced);
    if (kept.files + 1 > MAX_STASH_FILES || kept.bytes + Buffer.byteLength(entry.json) > MAX_STASH_BYTES) return "full";
    await writeFile(this.fileOf(entry.id), entry.json, { mode: 0o600 });
    return "kept";
  }

  async take(id: string): Promise<string | null> {
    if (!FILE_ID.test(id)) return null;
    const file = this.fileOf(id);
    try {
      const info = await stat(file);
      const json = Date.now() - info.mtimeMs > PENDING_FORM_TTL_MS ? null : await readFile(file, "utf8");
      await rm(file, { force: true });
      return json;
    } catch {
      // already taken over (a second tab) or swept
      return null;
    }
  }

  private fileOf(id: string) {
    return path.join(this.directory, `${id}.json`);
  }

  /**
   * Deletes forms older than the TTL (whose user never logged in again) and those `replace` names (the
   * same address's or session's older form); answers what stays.
   */
  private async sweep(replace: (name: string) => boolean, now = Date.now()) {
    let files = 0;
    let bytes = 0;
    for (const name of await readdir(this.directory)) {
      const file = path.join(this.directory, name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      if (now - info.mtimeMs > PENDING_FORM_TTL_MS || replace(name)) {
        await rm(file, { force: true });
      } else {
        files += 1;
        bytes += info.size;
      }
    }
    return { files, bytes };
  }
}
