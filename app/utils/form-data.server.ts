/**
 * The one way a portal action reads its posted form. A body the browser would never send (a broken
 * multipart boundary, a truncated part, a content type that is no form, tens of thousands of fields)
 * is the sender's fault: it answers 400 with the generic form page (root ErrorBoundary), not 500.
 * Field names that Object.prototype already carries (`toString`, `__proto__`, `constructor`…) name
 * no field of any form here; they are dropped so that no parser downstream looks them up as members.
 */
/** Far above the largest form of the portal (a job opening's steps post well under 200 fields). */
export const MAX_FORM_FIELDS = 1000;

const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** True when a (possibly dotted or indexed) field name has a segment like `toString` or `__proto__`. */
export const isInheritedName = (name: string) => name.split(/[.[\]]/).some((part) => INHERITED.has(part));

/** The 400 an unreadable form answers; thrown (a Response, so not logged as an incident), the action stops here. */
export const unreadableForm = () =>
  new Response("The form could not be read", { status: 400, statusText: "Bad Request" });

export async function readFormData(request: Request): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw unreadableForm();
  }
  return cleanFormData(posted);
}

/** The fields of an already parsed form (e.g. a streamed multipart upload) under the same rules. */
export function cleanFormData(posted: FormData): FormData {
  const form = new FormData();
  let count = 0;
  for (const [name, value] of posted) {
    if (++count > MAX_FORM_FIELDS) throw unreadableForm();
    if (!isInheritedName(name)) form.append(name, value);
  }
  return form;
}
