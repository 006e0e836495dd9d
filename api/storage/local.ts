/**
 * Documents as files in one private directory (`${DATA_DIR}/documents`, mode 0700, files 0600),
 * outside any web root. Writes go to a temporary file that is renamed into place only when complete,
 * so an aborted upload never leaves a partial document.
 */
import { chmodSync, constants, createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { access, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { assertStorageKey, type BlobData, type BlobStore } from "./index";

export class LocalDirectoryStore implements BlobStore {
  constructor(readonly root: string) {
    // Created private, and tightened when it existed before.
    mkdirSync(root, { recursive: true, mode: 0o700 });
    chmodSync(root, 0o700);
  }

  async ready() {
    return access(this.root, constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  private fileOf(key: string) {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: BlobData) {
    const file = this.fileOf(key);
    const partial = `${file}.partial`;
    try {
      const source =
        data instanceof Uint8Array ? Readable.from([data]) : Readable.fromWeb(data as NodeReadableStream<Uint8Array>);
      await pipeline(source, createWriteStream(partial, { mode: 0o600, flags: "wx" }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const file = this.fileOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  }

  async delete(key: string) {
    await rm(this.fileOf(key), { force: true });
  }
}
