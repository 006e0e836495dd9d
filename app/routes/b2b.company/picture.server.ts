/**
 * Pictures of the company and of the company user, shared by /b2b/company/picture and
 * /b2b/profile/picture: GET streams the image from the API (safe headers), POST uploads a new one
 * (multipart, 14 MB bound checked here before anything is forwarded) or removes it (`intent=remove`),
 * then returns to the page with a message.
 */
import { MaxFileSizeExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import type { AppLoadContext } from "@remix-run/node";
import { ErrorCode, MAX_UPLOAD_BYTES, V } from "#contracts";
import { ApiError, apiCall } from "~/api/client.server";
import { getSession } from "~/session.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { cleanFormData } from "~/utils/form-data.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

const validation = (key: string) => `validation:${key}`;

export async function proxyPicture({ request, context }: Args, apiPath: string): Promise<Response> {
  const session = await getSession(request, context);
  const token = session.get("apiToken");
  const response = await context.portal.apiFetch(
    new Request(`${context.portal.apiUrl}${apiPath}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Response(null, { status: response.status === 404 || response.status === 403 ? 404 : 502 });
  }
  const type = response.headers.get("content-type") ?? "";
  if (!["image/png", "image/jpeg"].includes(type)) throw new Response(null, { status: 502 });
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}

/** Upload (or remove) through `apiPath`; back to `back` with a flash either way. */
export async function changePicture(args: Args, apiPath: string, back: string) {
  const { request, context } = args;
  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxTotalSize: MAX_UPLOAD_BYTES + 64 * 1024,
    });
  } catch (error) {
    // Any failure of the parser but the size bound is a body it cannot read (a broken boundary, no multipart).
    const key =
      error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError
        ? V.uploadTooLarge
        : V.dataNotTransferred;
    return redirectWithFlash(request, context, back, { kind: "error", key: validation(key) });
  }
  form = cleanFormData(form);
  try {
    if (form.get("intent") === "remove") {
      await apiCall(args, apiPath, { method: "DELETE" });
      return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.removed" });
    }
    const file = form.get("file");
    if (!(file instanceof File) || (file.size === 0 && !file.name)) {
      return redirectWithFlash(request, context, back, { kind: "error", key: validation(V.fileRequired) });
    }
    const upload = new FormData();
    upload.set("file", file, file.name);
    await apiCall(args, apiPath, { method: "PUT", upload: true, body: upload });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const key =
      error.status === 403 || error.code === ErrorCode.forbidden
        ? "company:noPermission"
        : error.status === 413
          ? validation(V.uploadTooLarge)
          : error.fieldErrors.file?.[0]
            ? validation(error.fieldErrors.file[0])
            : validation(V.dataNotTransferred);
    return redirectWithFlash(request, context, back, { kind: "error", key });
  }
  return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.uploaded" });
}
