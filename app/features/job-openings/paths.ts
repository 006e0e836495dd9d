/**
 * Addresses of the job-opening pages that both their pages and their server code build
 * (docs/decisions/074-job-opening-draft-lifecycle.md).
 */

export const JOB_OPENINGS_PATH = "/b2b/job-openings";

/**
 * A new opening's first step carries its flow attempt in the address: the browser's history keeps it, so
 * the step opened or sent again finds the draft the attempt made instead of making another.
 */
export const ATTEMPT_PARAM = "attempt";
export const newOpeningPath = (attempt: string) =>
  `${JOB_OPENINGS_PATH}/manage/study?${new URLSearchParams({ [ATTEMPT_PARAM]: attempt })}`;

/** The job-openings page asking whether to discard one draft (the confirmation works without JavaScript). */
export const DISCARD_PARAM = "discard";
export const DISCARD_INTENT = "discard";
export const DISCARD_QUESTION_ID = "discard-title";
/** The question is below the openings: the address leads the browser to it. */
export const discardPath = (draftId: string) =>
  `${JOB_OPENINGS_PATH}?${new URLSearchParams({ [DISCARD_PARAM]: draftId })}#${DISCARD_QUESTION_ID}`;
