/**
 * The active unit and application when an account has several (docs/product.md#entities Unit, docs/product.md#other-flows): the chosen one, else
 * the one flagged primary, else the first; an unknown id falls back the same way.
 */
export function pickActive<T extends { id: string; primary: boolean }>(
  list: readonly T[],
  chosen?: string | null,
): T | undefined {
  return (chosen ? list.find((item) => item.id === chosen) : undefined) ?? list.find((item) => item.primary) ?? list[0];
}

/** The stored choice (docs/product.md#entities browser-storage keys "active unit id", "active application"). */
export interface ActiveChoice {
  unit?: string;
  application?: string;
}

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** Only well-formed ids are kept from what a browser sends back; anything else counts as no choice. */
export function readChoice(value: unknown): ActiveChoice {
  if (value === null || typeof value !== "object") return {};
  const { unit, application } = value as Record<string, unknown>;
  return {
    ...(typeof unit === "string" && ID.test(unit) ? { unit } : {}),
    ...(typeof application === "string" && ID.test(application) ? { application } : {}),
  };
}
