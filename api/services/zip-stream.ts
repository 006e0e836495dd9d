/**
 * A ZIP written as a stream (fflate's Zip): entries are read one after the other and only as fast as the
 * reader takes the output, so a large document is never held in memory as a whole.
 */
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  data: Uint8Array | ReadableStream<Uint8Array> | (() => Promise<ReadableStream<Uint8Array> | null>);
  /** deflate (text); uploaded files (PDF, JPEG, DOCX) are compressed already and pass through */
  compress: boolean;
}

export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.length > 0) out.push(chunk);
  });

  async function* steps(): AsyncGenerator<void> {
    for (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      const data = typeof entry.data === "function" ? await entry.data() : entry.data;
      if (data === null) {
        file.push(new Uint8Array(0), true);
      } else if (data instanceof Uint8Array) {
        file.push(data, true);
      } else {
        // one chunk behind: the last one is pushed with the end flag
        const reader = data.getReader();
        let previous: Uint8Array | null = null;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (previous) {
            file.push(previous);
            yield;
          }
          previous = value;
        }
        file.push(previous ?? new Uint8Array(0), true);
      }
      yield;
    }
    zip.end();
  }

  const iterator = steps();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const { done } = await iterator.next();
        if (failure) {
          controller.error(failure);
          return;
        }
        while (out.length > 0) controller.enqueue(out.shift()!);
        if (done) {
          controller.close();
          return;
        }
        if (controller.desiredSize !== null && controller.desiredSize <= 0) return;
      }
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
