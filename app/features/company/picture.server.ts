/**
 * Pictures of the company and of the company user, shared by /b2b/company/picture and
 * /b2b/profile/picture (GET streams the image: app/api/companies.server.ts): POST uploads a new one
 * (multipart, 14 MB bound checked here before anything is forwarded) or removes it (`intent=remove`),
 * then returns to the page with a message.
 */
import { MaxFileSizeExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import type { AppLoadContext } from "@remix-run/node";
import { ErrorCode, MAX_UPLOAD_BYTES, V } from "#contracts";
import type { PictureApi } from "~/api/companies.server";
import { type Refusal, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { cleanFormData } from "~/utils/form-data.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

const validation = (key: string) => `validation:${key}`;

/** Upload (or remove) the picture; back to `back` with a flash either way. */
export async function changePicture(args: Args, picture: PictureApi, back: string) {
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
  const refusalKey = (error: Refusal) =>
    error.status === 403 || error.code === ErrorCode.forbidden
      ? "company:noPermission"
      : error.status === 413
        ? validation(V.uploadTooLarge)
        : error.fieldErrors.file?.[0]
          ? validation(error.fieldErrors.file[0])
          : validation(V.dataNotTransferred);
  return whenRefused(
    async () => {
      if (form.get("intent") === "remove") {
        await picture.remove(args);
        return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.removed" });
      }
      const file = form.get("file");
      if (!(file instanceof File) || (file.size === 0 && !file.name)) {
        return redirectWithFlash(request, context, back, { kind: "error", key: validation(V.fileRequired) });
      }
      const upload = new FormData();
      upload.set("file", file, file.name);
      await picture.upload(args, upload);
      return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.uploaded" });
    },
    (error) => redirectWithFlash(request, context, back, { kind: "error", key: refusalKey(error) }),
  );
}
