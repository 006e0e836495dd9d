import { z } from "zod";
import { V } from "#contracts/validation";

/** The `intent` values of the page's two forms. */
export const INTENTS = { delete: "delete", undo: "undo" } as const;

/** Deleting needs the ticked confirmation; undoing needs nothing but the intent. */
export const DeletionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(INTENTS.delete), confirm: z.literal("on", { error: V.mustBeConfirmed }) }),
  z.object({ intent: z.literal(INTENTS.undo) }),
]);
