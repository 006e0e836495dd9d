/** What every language of the development identity providers' pages must say. */
import type { DemoIssuer } from "#contracts";

export interface Texts {
  issuerHeading: Record<DemoIssuer, string>;
  brand: string;
  skipLink: string;
  devNotice: string;
  devNoticeLabel: string;
  titleLogin: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  cancel: string;
  cancelHint: string;
  errorPrefix: string;
  errorSummaryTitle: string;
  errorEmailMissing: string;
  errorPasswordMissing: string;
  errorWrongCredentials: string;
  demoHeading: string;
  demoIntro: string;
  demoPassword: string;
  demoCaption: string;
  demoEmail: string;
  demoNote: string;
  logoutTitle: string;
  logoutQuestion: (service: string) => string;
  logoutYes: string;
  logoutNo: string;
  logoutContinueTitle: string;
  logoutContinueText: string;
  logoutContinue: string;
  loggedOutTitle: string;
  loggedOutText: string;
  backToPortal: string;
  errorTitle: string;
  errorText: string;
  errorCode: string;
  errorDetails: string;
  sessionExpiredTitle: string;
  sessionExpiredText: string;
}
