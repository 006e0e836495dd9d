import { hydrateLater } from "~/utils/hydrate-later";

// The stored documents' forms and the upload form work as plain forms until their script has arrived
// after the page (app/utils/hydrate-later.tsx): it only matters once the applicant uses them, and the
// pages with them stay within their JavaScript budget.

/** DocumentList (./DocumentList.tsx), hydrated once its script is there. */
export const DocumentList = hydrateLater(() => import("./DocumentList").then((m) => m.DocumentList));

/** DocumentUploadForm (./DocumentUploadForm.tsx), hydrated once its script is there. */
export const DocumentUploadForm = hydrateLater(() => import("./DocumentUploadForm").then((m) => m.DocumentUploadForm));
