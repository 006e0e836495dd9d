/**
 * Pictures of the company and of the company user, shared by /b2b/company/picture and
 * /b2b/profile/picture (GET streams the image: app/api/companies.server.ts): POST uploads a new one
 * (multipart, 14 MB bound checked here before anything is forwarded) or removes it (`intent=remove`),
 * then returns to the page: with a message, or with the refusal at the form's file field.
 */
import type { AppLoadContext } from "@remix-run/node";
import { ErrorCode, V } from "#contracts";
import type { PictureApi } from "~/api/companies.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { backToUploadForm, chosenFile, readUploadForm, uploadRefusalOfApiError } from "~/utils/upload-form.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** Upload (or remove) the picture; back to `back` either way. */
export async function changePicture(args: Args, picture: PictureApi, back: string) {
  const { request, context } = args;
  const read = await readUploadForm(request);
  if ("refused" in read) return backToUploadForm(request, back, read.refused);
  const { form } = read;
  return whenRefused(
    async () => {
      if (form.get("intent") === "remove") {
        await picture.remove(args);
        return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.removed" });
      }
      const file = chosenFile(form);
      if (!file) return backToUploadForm(request, back, "missing", form);
      const upload = new FormData();
      upload.set("file", file, file.name);
      await picture.upload(args, upload);
      return redirectWithFlash(request, context, back, { kind: "success", key: "company:picture.uploaded" });
    },
    (error) => {
      const forbidden = error.status === 403 || error.code === ErrorCode.forbidden;
      const refused = forbidden || form.get("intent") === "remove" ? undefined : uploadRefusalOfApiError(error);
      if (refused) return backToUploadForm(request, back, refused, form);
      return redirectWithFlash(request, context, back, {
        kind: "error",
        key: forbidden ? "company:noPermission" : `validation:${V.dataNotTransferredFormal}`,
      });
    },
  );
}
