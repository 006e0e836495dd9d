/**
 * The S3 store against a real S3 server (Ceph's radosgw on loopback, which checks every signature):
 * run by `bash scripts/test-s3.sh` (a lane of `npm test`), which starts the server and sets S3_*.
 */
import { createHash, randomUUID } from "node:crypto";
import { CreateBucketCommand, ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { readAll } from "./index";
import { S3BlobStore, type S3StoreOptions } from "./s3";

const endpoint = process.env.S3_ENDPOINT;
const accessKeyId = process.env.S3_ACCESS_KEY_ID ?? "";
const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY ?? "";
const bucket = `tandem-test-${randomUUID().slice(0, 8)}`;
const options: S3StoreOptions = { endpoint, region: "us-east-1", bucket, accessKeyId, secretAccessKey };
const admin = new S3Client({
  endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: { accessKeyId, secretAccessKey },
});

beforeAll(async () => {
  if (!endpoint) throw new Error("S3_ENDPOINT is not set: run these tests with `bash scripts/test-s3.sh`");
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
});

const MB = 1024 * 1024;

/** `total` bytes of a repeatable pattern, produced chunk by chunk as they are read. */
function generated(total: number, failAfter?: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && sent >= failAfter) {
        controller.error(new Error("connection lost"));
        return;
      }
      if (sent >= total) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(64 * 1024, total - sent));
      for (let i = 0; i < chunk.length; i++) chunk[i] = (sent + i) % 251;
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

const sha256 = async (data: ReadableStream<Uint8Array> | Uint8Array) =>
  createHash("sha256")
    .update(await readAll(data))
    .digest("hex");

describe("documents in an S3-compatible store", () => {
  it("stores, reads and deletes a document; another instance's store reads what this one wrote", async () => {
    const one = new S3BlobStore(options);
    const other = new S3BlobStore(options);
    const key = randomUUID();
    await one.put(key, new TextEncoder().encode("%PDF-1.7 Lebenslauf"));
    const read = await other.get(key);
    expect(new TextDecoder().decode(await readAll(read!))).toBe("%PDF-1.7 Lebenslauf");
    await other.delete(key);
    expect(await one.get(key)).toBeNull();
    // deleting again is no error
    await one.delete(key);
    expect(await one.ready()).toBe(true);
  });

  it("streams a file larger than a part through in both directions without holding it in memory", async () => {
    const store = new S3BlobStore(options);
    const key = randomUUID();
    // large enough that holding it would be clearly more than streaming ever holds: the SDK keeps up to
    // four 5 MB parts in flight, plus the sockets' and the generator's buffers (measured up to 42 MB)
    const size = 128 * MB;
    // Buffers alive, collected first: without that, garbage the collector has not reached yet counts too
    // (on a loaded machine it lagged by over 50 MB).
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error("run with node --expose-gc (vitest project object-store)");
    const alive = () => {
      gc();
      return process.memoryUsage().arrayBuffers;
    };
    const before = alive();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, alive());
    }, 20);
    try {
      await store.put(key, generated(size));
    } finally {
      clearInterval(sampler);
    }
    // parts in flight, not the 128 MB file: less than half of it
    expect(peak - before, `${Math.round((peak - before) / MB)} MB alive at the most`).toBeLessThan(64 * MB);
    expect(await sha256((await store.get(key))!)).toBe(await sha256(generated(size)));
    await store.delete(key);
  });

  it("leaves nothing behind when an upload breaks off, not even parts of a multipart upload", async () => {
    const store = new S3BlobStore(options);
    const key = randomUUID();
    await expect(store.put(key, generated(20 * MB, 12 * MB))).rejects.toThrow();
    expect(await store.get(key)).toBeNull();
    const uploads = await admin.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it("keeps documents under the configured prefix and refuses a key that is not ours", async () => {
    const store = new S3BlobStore({ ...options, prefix: "tandem/documents/" });
    const key = randomUUID();
    await store.put(key, new Uint8Array([1, 2, 3]));
    const listed = await admin.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "tandem/documents/" }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`tandem/documents/${key}`]);
    await expect(store.get("../etc/passwd")).rejects.toThrow(/Invalid storage key/);
    await store.delete(key);
  });

  it("is refused by the server with a wrong secret (the server checks signatures), and not ready", async () => {
    const forged = new S3BlobStore({ ...options, secretAccessKey: `${secretAccessKey}x` });
    await expect(forged.put(randomUUID(), new Uint8Array([1]))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(await forged.ready()).toBe(false);
    expect(await new S3BlobStore({ ...options, bucket: "no-such-bucket-here" }).ready()).toBe(false);
  });
});
