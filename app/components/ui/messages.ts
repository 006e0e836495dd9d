import { parseMessage } from "#contracts/validation-message";
import { useTranslation } from "~/i18n/translation";

/**
 * Translates a validation message of the shared catalogue (contracts/validation.ts) with the field's
 * label. Only the first error of a field is shown (docs/product.md#validation).
 */
export function useErrorText() {
  const { t } = useTranslation("validation");
  return (errors: string[] | undefined, label?: string): string | undefined => {
    const first = errors?.[0];
    if (!first) return undefined;
    const { key, params } = parseMessage(first);
    return t(key, { ...params, field: label ?? "", ns: "validation" });
  };
}
