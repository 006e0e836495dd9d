/** The write both idempotency tests send again and again: a feedback of the applicant, found by its text. */
import { count, like } from "drizzle-orm";
import type { Database } from "../db/client";
import { feedback } from "../db/schema";

export const feedbackRows = async (db: Database, text: string) =>
  (await db.select({ n: count() }).from(feedback).where(like(feedback.feedback, text)))[0].n;

export const feedbackBody = (text: string) => ({ selected: "positive", reasons: "help-ok", feedback: text });

export const FEEDBACK_KEY = "form-key-0123456789abcdef.1";
