import { describe, expect, it } from "vitest";
import { ErrorCode, V } from "#contracts";
import { ApiError } from "~/api/client.server";
import { backToUploadForm, uploadRefusalOfApiError } from "./upload-form.server";

const refusal = (status: number, fieldErrors: Record<string, string[]> = {}, code = 1007) =>
  new ApiError("refused", code, status, fieldErrors);

describe("an upload the API refuses", () => {
  it("is shown at the file field when it is about the file", () => {
    expect(uploadRefusalOfApiError(refusal(413))).toBe("too-large");
    expect(uploadRefusalOfApiError(refusal(422, { file: [V.uploadType] }))).toBe("type");
    expect(uploadRefusalOfApiError(refusal(422, { file: [V.uploadPhotoType] }))).toBe("photo-type");
    expect(uploadRefusalOfApiError(refusal(400, { file: [V.fileRequired] }))).toBe("missing");
    expect(uploadRefusalOfApiError(refusal(422))).toBe("processing");
    expect(uploadRefusalOfApiError(refusal(0, {}, 0))).toBe("network");
    expect(uploadRefusalOfApiError(refusal(400))).toBe("unreadable");
  });

  it("is not the file's when the caller may not upload or the record is gone", () => {
    for (const status of [403, 404, 409])
      expect(uploadRefusalOfApiError(refusal(status, {}, ErrorCode.forbidden))).toBe(undefined);
  });
});

describe("back to the upload form", () => {
  it("redirects to the form's page with the form its action named and the kept fields", () => {
    const request = new Request("http://localhost/ds/documents/upload?returnTo=%2Fds%2Fdocuments&upload=CV", {
      method: "POST",
    });
    const form = new FormData();
    form.set("category", "Certificate");
    form.set("file", new File(["x"], "scan.pdf"));
    const response = backToUploadForm(request, "/ds/documents", "type", form);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ds/documents?upload=CV&uploadError=type&category=Certificate");
  });
});
