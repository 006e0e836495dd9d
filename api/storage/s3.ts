/**
 * Documents in an S3-compatible object store (several instances read what any of them wrote). Uploads
 * stream through in parts (lib-storage's multipart upload, a few parts of 5 MB in flight at most) and
 * downloads stream out: a whole file is never held in memory. A failed upload aborts its multipart
 * upload, so nothing partial is left behind. Keys are the same random UUIDs as on disk.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  type ServerSideEncryption,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertStorageKey, type BlobData, type BlobStore } from "./index";

export interface S3StoreOptions {
  /** e.g. https://s3.eu-central-1.example or http://127.0.0.1:7480; the provider's default without it */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Names a key prefix inside the bucket (several deployments may share one), e.g. "tandem/documents/". */
  prefix?: string;
  /** Encryption at rest by the store: "AES256" (keys of the store) or "aws:kms" with `kmsKeyId`. */
  serverSideEncryption?: ServerSideEncryption;
  kmsKeyId?: string;
}

/** Part size of the streamed upload: the S3 minimum, so an upload holds at most a few parts at a time. */
const PART_BYTES = 5 * 1024 * 1024;

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 asks for them: other S3 servers refuse the SDK's default trailing
      // checksums on streamed uploads.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private keyOf(key: string) {
    assertStorageKey(key);
    return `${this.options.prefix ?? ""}${key}`;
  }

  async put(key: string, data: BlobData) {
    const body =
      data instanceof Uint8Array
        ? data
        : Readable.fromWeb(data as NodeReadableStream<Uint8Array>, { highWaterMark: 1 });
    const upload = new Upload({
      client: this.client,
      queueSize: 2,
      partSize: PART_BYTES,
      leavePartsOnError: false,
      params: {
        Bucket: this.options.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: "application/octet-stream",
        ...(this.options.serverSideEncryption ? { ServerSideEncryption: this.options.serverSideEncryption } : {}),
        ...(this.options.kmsKeyId ? { SSEKMSKeyId: this.options.kmsKeyId } : {}),
      },
    });
    await upload.done();
  }

  async get(key: string) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }),
      );
      return answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(key: string) {
    // deleting an unknown key succeeds in S3
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  async ready() {
    return this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket })).then(
      () => true,
      () => false,
    );
  }
}
