/**
 * The videos the applicant pages offer. No recording of the application training is published yet, so
 * its player shows the error of docs/product.md#error-catalogue ("no source") until one is set here.
 */
export const TRAINING_VIDEO: { src: string | null } = { src: null };
export const TRAINING_VIDEO_PAGE = "/ds/iutraining/video";
