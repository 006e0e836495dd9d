/**
 * Image thumbnails of docs/product.md#api-calls/docs/product.md#constants-and-limits: a picture of the image-hosting service (Cloudinary's delivery URLs,
 * `https://res.cloudinary.com/<cloud>/image/upload/...`) is rewritten to a 500×500 round thumbnail cropped
 * around the face with zoom 0.7. Any other address is returned as it is. Pure: no I/O, same input, same output.
 */

export const THUMBNAIL_SIZE = 500;
export const THUMBNAIL_ZOOM = 0.7;
export const IMAGE_HOST = "res.cloudinary.com";

/** Cloudinary's transformation: thumbnail crop on the face, the size, round (r_max), the zoom. */
export const THUMBNAIL_TRANSFORMATION = `c_thumb,g_face,h_${THUMBNAIL_SIZE},w_${THUMBNAIL_SIZE},r_max,z_${THUMBNAIL_ZOOM}`;

const UPLOAD = "/image/upload/";
/** A path segment that is a transformation (comma-separated `x_value` parameters), not a version or a file. */
const TRANSFORMATION_SEGMENT = /^([a-z]{1,3}_[^/,]+)(,[a-z]{1,3}_[^/,]+)*$/;

export function thumbnailUrl(address: string, host: string = IMAGE_HOST): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  if (url.protocol !== "https:" || url.hostname !== host) return address;
  const at = url.pathname.indexOf(UPLOAD);
  if (at === -1) return address;
  const head = url.pathname.slice(0, at + UPLOAD.length);
  const segments = url.pathname.slice(at + UPLOAD.length).split("/");
  // earlier transformations (another size or crop) give way to the thumbnail's; the version and file stay
  while (segments.length > 1 && TRANSFORMATION_SEGMENT.test(segments[0]) && !/^v\d+$/.test(segments[0])) {
    segments.shift();
  }
  url.pathname = `${head}${THUMBNAIL_TRANSFORMATION}/${segments.join("/")}`;
  return url.toString();
}
