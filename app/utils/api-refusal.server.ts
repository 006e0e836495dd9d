/**
 * The one way a loader or an action handles a refusal of the API: an `ApiError`, the API's answer that it
 * will not do what was asked (a 400 with field errors, a 403, a 404, a 409, …). Anything else that goes wrong
 * (the API unreachable, a bug) is not a refusal and goes on to the error boundary.
 *
 * A form's action turns a refusal into the form's reply (`replyIfRefused`, `replyWithApiError`): the API's
 * field errors next to their fields, any other refusal as the form's message in the error summary, and what
 * was typed kept (Conform's `submission.reply()` sends the submitted values back). Pages and other commands
 * say what a refusal means for them with `whenRefused`, `orNotFound` or `orElse`.
 */
import type { SubmissionResult } from "@conform-to/react";
import { V } from "#contracts/validation";
import { ApiError } from "~/api/client.server";

export type { ApiError as Refusal };

/**
 * `call`'s value; when the API refuses it, what `onRefusal` returns instead. `onRefusal` may throw too (a
 * redirect, a 404 page, or the refusal itself when this caller has nothing to say about it).
 */
export async function whenRefused<T, R>(
  call: Promise<T> | (() => Promise<T>),
  onRefusal: (refusal: ApiError) => R | Promise<R>,
): Promise<T | R> {
  try {
    return await (typeof call === "function" ? call() : call);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return onRefusal(error);
  }
}

/** Whether `error` is the API's refusal (with one of `statuses`, when given). For errors a larger block caught. */
export const isRefusal = (error: unknown, ...statuses: number[]): error is ApiError =>
  error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));

/** `call`'s value, or the not-found page when the API answers one of `statuses` (the record is not the caller's). */
export const orNotFound = <T>(call: Promise<T>, statuses: readonly number[] = [404]): Promise<T> =>
  whenRefused(call, (refusal) => {
    if (statuses.includes(refusal.status)) throw new Response(null, { status: 404 });
    throw refusal;
  });

/** `call`'s value, or `fallback` when the API refuses it with one of `statuses` (with any status when none named). */
export const orElse = <T, F>(call: Promise<T> | (() => Promise<T>), fallback: F, statuses?: readonly number[]) =>
  whenRefused(call, (refusal) => {
    if (statuses && !statuses.includes(refusal.status)) throw refusal;
    return fallback;
  });

/** What a form shows: errors by field and the form's own messages (Conform's `reply` options). */
export interface FormErrors {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}

type Reply = (options: FormErrors) => SubmissionResult<string[]>;

export interface ReplyOptions {
  /**
   * This form's own words for a refusal (e.g. a 409: "already open"): a message for the error summary, or
   * the errors by field and form; undefined leaves the refusal to the default (the API's field errors, else
   * "not transferred").
   */
  message?: (refusal: ApiError) => string | FormErrors | undefined;
  /** The fields of this form: the API's errors of other fields are not shown next to a field (see `message`). */
  fields?: readonly string[];
}

/**
 * The form's reply to a refusal: the API's field errors next to the fields, else the form's message (the API
 * could not take the data) in the error summary; the typed values are kept.
 */
export function replyWithApiError(
  submission: { reply: Reply },
  refusal: ApiError,
  { message, fields }: ReplyOptions = {},
): SubmissionResult<string[]> {
  const own = message?.(refusal);
  if (typeof own === "string") return submission.reply({ formErrors: [own] });
  if (own) return submission.reply(own);
  const known = Object.entries(refusal.fieldErrors).filter(([name]) => !fields || fields.includes(name));
  if (known.length > 0) return submission.reply({ fieldErrors: Object.fromEntries(known) });
  return submission.reply({ formErrors: [V.dataNotTransferred] });
}

/**
 * Sends the form's command (`call`): null when the API did it, else the form's reply to the refusal (see
 * `replyWithApiError`), which the action returns with status 400.
 */
export async function replyIfRefused(
  submission: { reply: Reply },
  call: Promise<unknown> | (() => Promise<unknown>),
  options?: ReplyOptions,
): Promise<SubmissionResult<string[]> | null> {
  return whenRefused(
    async () => {
      await (typeof call === "function" ? call() : call);
      return null;
    },
    (refusal) => replyWithApiError(submission, refusal, options),
  );
}
