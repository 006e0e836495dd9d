/**
 * Uploads for slow links (docs/product.md#entities upload states, docs/product.md#api-calls multipart with progress): the browser-side parts that
 * do not need React. The form is the same plain multipart form that works without JavaScript; with it, the
 * same body goes to the same route action through XMLHttpRequest, whose upload events tell the bytes sent.
 */

/** The longest side a photo keeps: enough for a document scan or a portrait, far below a phone camera's. */
export const MAX_IMAGE_SIDE = 2000;
/** An image file at least this large is encoded again even when it is no larger than MAX_IMAGE_SIDE. */
export const LARGE_IMAGE_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);

/** The size an image is drawn at: its longest side at most `max`, its proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const factor = max / longest;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** The file's name with a .jpg ending instead of its own. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, "") || "photo"}.jpg`;

/**
 * A JPEG or PNG from a phone camera made smaller before it is sent: drawn at most MAX_IMAGE_SIDE pixels on
 * its longest side and encoded as JPEG. The original is kept when it is small already, when the browser
 * cannot decode it, or when the result would not be smaller.
 */
export async function downscaleImage(file: File): Promise<File> {
  if (!IMAGE_TYPES.has(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file; // not an image the browser can read: the server decides
  }
  try {
    const big = Math.max(bitmap.width, bitmap.height) > MAX_IMAGE_SIDE;
    if (!big && file.size < LARGE_IMAGE_BYTES) return file;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background, as on paper
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/**
 * The address XMLHttpRequest posts to: the form's own action as Remix's data request of that route (the
 * path with `.data`), so the action answers a redirect as data (with the session cookie it sets) instead
 * of a page, as it does for a fetcher.
 */
export function dataRequestUrl(action: string, origin: string): string {
  const url = new URL(action, origin);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.pathname + url.search;
}

/** Seconds still needed at the average speed so far; null until there is a speed to go by. */
export function secondsLeft(sent: number, total: number, elapsedMs: number): number | null {
  if (sent <= 0 || elapsedMs < 250 || total <= sent) return sent >= total && total > 0 ? 0 : null;
  const bytesPerMs = sent / elapsedMs;
  return Math.ceil((total - sent) / bytesPerMs / 1000);
}

export interface UploadProgress {
  sent: number;
  total: number;
  secondsLeft: number | null;
}

export interface UploadAnswer {
  /** Where the action sent the browser (its redirect), if anywhere. */
  location: string | null;
  /** The redirect must load a whole document (a login), not a client navigation. */
  reloadDocument: boolean;
  status: number;
}

/**
 * Posts the body with XMLHttpRequest (fetch has no upload progress) and reports the bytes sent. Resolves
 * with the action's answer; rejects with an AbortError when `signal` aborts, and with a TypeError when the
 * connection fails.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  onSent: () => void,
  signal: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const started = Date.now();
    xhr.open("POST", url);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({
        sent: event.loaded,
        total: event.total,
        secondsLeft: secondsLeft(event.loaded, event.total, Date.now() - started),
      });
    };
    xhr.upload.onload = onSent;
    xhr.onload = () =>
      resolve({
        location: xhr.getResponseHeader("Location"),
        reloadDocument: xhr.getResponseHeader("X-Remix-Reload-Document") !== null,
        status: xhr.status,
      });
    xhr.onerror = () => reject(new TypeError("upload failed"));
    xhr.onabort = () => reject(new DOMException("upload cancelled", "AbortError"));
    if (signal.aborted) return reject(new DOMException("upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** What an upload shows (docs/product.md#entities upload states, and the end of one that did not arrive). */
export type UploadPhase = "idle" | "processing" | "uploading" | "saved" | "cancelled" | "failed";

export interface SendingSteps {
  setPhase: (phase: UploadPhase) => void;
  setProgress: (progress: UploadProgress | null) => void;
  /** Refuses a file before it is sent (true: not sent). */
  tooLarge: (file: File) => boolean;
  /** Follows the action's redirect as a client navigation. */
  follow: (location: string) => void;
}

/**
 * Sends a multipart form's body with progress: a photo made smaller first (processing), the body to the
 * form's own action (uploading, cancellable through `signal`), then the action's redirect followed
 * (processing). The end states are set here (cancelled, failed, idle when refused); "saved" is the
 * caller's, once the page it was sent to tells the result.
 */
export async function sendForm(body: FormData, action: string, signal: AbortSignal, steps: SendingSteps) {
  try {
    const file = body.get("file");
    if (file instanceof File && file.size > 0) {
      const sent = await downscaleImage(file);
      if (sent !== file) body.set("file", sent, sent.name);
      if (steps.tooLarge(sent)) return steps.setPhase("idle");
    }
    steps.setPhase("uploading");
    steps.setProgress(null);
    const answer = await postWithProgress(
      dataRequestUrl(action, window.location.origin),
      body,
      steps.setProgress,
      () => steps.setPhase("processing"),
      signal,
    );
    if (!answer.location) return steps.setPhase("failed");
    if (answer.reloadDocument) return window.location.assign(answer.location);
    steps.setPhase("processing");
    steps.follow(answer.location);
  } catch (error) {
    steps.setPhase(error instanceof DOMException && error.name === "AbortError" ? "cancelled" : "failed");
  }
}
