import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Document } from "#contracts";
import { DOCUMENT_CATEGORIES } from "#contracts/upload-rules";
import { parseMessage } from "#contracts/validation-message";
import { inputClass } from "~/components/ui/Field";
import { SubmissionKey } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import { PORTFOLIO_PATH, withReturnTo } from "./accept";

/** What the portfolio action answers a fetcher (JavaScript) category change. */
export type CategoryResult = { ok: true } | { ok: false; error: string };

/** Hidden field sent only with JavaScript: the action then answers data instead of a redirect. */
export const FETCH_MODE = "fetch";

/**
 * Category change of one document (docs/product.md#other-flows): without JavaScript a POST + redirect with a message;
 * with JavaScript applied at once through a fetcher (optimistic) and reverted with an error message
 * when the server refuses.
 */
export function CategoryForm({ document, returnTo }: { document: Document; returnTo: string }) {
  const { t } = useTranslation("documents");
  const { t: tv } = useTranslation("validation");
  const fetcher = useFetcher<CategoryResult>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pending = fetcher.formData?.get("category");
  const shown = typeof pending === "string" ? pending : document.category;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const selectId = `category-${document.uuid}`;
  const errorId = `${selectId}-error`;
  const reason = failed ? parseMessage(failed) : null;
  return (
    <fetcher.Form method="post" action={withReturnTo(PORTFOLIO_PATH, returnTo)} className="space-y-2">
      <SubmissionKey />
      <input type="hidden" name="intent" value="category" />
      <input type="hidden" name="id" value={document.uuid} />
      {hydrated ? <input type="hidden" name="mode" value={FETCH_MODE} /> : null}
      <label htmlFor={selectId} className="block text-sm font-bold">
        {t("list.categoryLabel", { name: document.name })}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={selectId}
          name="category"
          value={shown}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
          className={`${inputClass(Boolean(failed))} w-auto max-w-full`}
        >
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-secondary">
          {t("list.change")}
          <span className="sr-only"> ({document.name})</span>
        </button>
        <span aria-live="polite" className="text-sm text-gray-800">
          {fetcher.state !== "idle" ? t("list.changing") : null}
        </span>
      </div>
      {reason ? (
        <p id={errorId} role="alert" className="font-bold text-red-700">
          {t("list.categoryFailed", { reason: tv(reason.key, reason.params) })}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
