/**
 * Blob store for uploaded documents (docs/architecture.md#parts): one interface, a local directory by default
 * (`local.ts`), an S3-compatible store at scale. Keys are random (never a user's file name).
 */
import { randomUUID } from "node:crypto";
import { UUID_SOURCE } from "#contracts/uuid";

export type BlobData = Uint8Array | ReadableStream<Uint8Array>;

export interface BlobStore {
  /** Stores the bytes under `key`; a failed put leaves nothing behind. */
  put(key: string, data: BlobData): Promise<void>;
  /** The bytes as a stream, or null when the key is unknown. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the key; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the store can be written now (the readiness check, `GET /readyz`). */
  ready?(): Promise<boolean>;
}

/** A new random storage key. */
export const newStorageKey = (): string => randomUUID();

/** Keys are our own UUIDs: anything else (a path, "..") is refused before touching storage. */
// lower case only: randomUUID() writes them so, and one key must name one file on any file system
const KEY_PATTERN = new RegExp(`^${UUID_SOURCE}$`);
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
}

/** Reads a whole stream into one buffer. */
export async function readAll(data: BlobData): Promise<Uint8Array> {
  if (data instanceof Uint8Array) return data;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = data.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** In-memory store: the default of createApi when no store is given (tests, API without disk). */
export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, Uint8Array>();

  async put(key: string, data: BlobData) {
    assertStorageKey(key);
    this.blobs.set(key, await readAll(data));
  }

  async get(key: string) {
    assertStorageKey(key);
    const bytes = this.blobs.get(key);
    return bytes ? streamOf(bytes) : null;
  }

  async delete(key: string) {
    assertStorageKey(key);
    this.blobs.delete(key);
  }
}
