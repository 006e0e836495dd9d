/** Notifications, news and feedback: the same operations for applicants (/v1) and companies (/b2b/v1). */
import type { FeedbackInput, NewsArticle, NewsPage, NotificationList } from "#contracts";
import { type ApiCallArgs, type Body, callApi } from "./client.server";

/** The unit whose operations are meant: each has its own path prefix and login. */
export type Audience = "applicant" | "company";

const enc = encodeURIComponent;

export const listNotifications = (args: ApiCallArgs, unit: Audience, query: URLSearchParams) =>
  unit === "company"
    ? callApi<NotificationList>(args, `GET /b2b/v1/notifications?${query}`)
    : callApi<NotificationList>(args, `GET /v1/notifications?${query}`);

export const markAllNotificationsRead = (args: ApiCallArgs, unit: Audience) =>
  unit === "company"
    ? callApi<unknown>(args, "PATCH /b2b/v1/notifications/read")
    : callApi<unknown>(args, "PATCH /v1/notifications/read");

export const markNotificationRead = (args: ApiCallArgs, unit: Audience, id: string) =>
  unit === "company"
    ? callApi<unknown>(args, `PATCH /b2b/v1/notifications/${enc(id)}/read`)
    : callApi<unknown>(args, `PATCH /v1/notifications/${enc(id)}/read`);

export const listNews = (args: ApiCallArgs, unit: Audience, query: URLSearchParams) =>
  unit === "company"
    ? callApi<NewsPage>(args, `GET /b2b/v1/news?${query}`)
    : callApi<NewsPage>(args, `GET /v1/news?${query}`);

export const getNewsArticle = (args: ApiCallArgs, unit: Audience, id: string, lang: "de" | "en") =>
  unit === "company"
    ? callApi<NewsArticle>(args, `GET /b2b/v1/news/${enc(id)}?lang=${lang}`)
    : callApi<NewsArticle>(args, `GET /v1/news/${enc(id)}?lang=${lang}`);

export const dismissFeedback = (args: ApiCallArgs, unit: Audience) =>
  unit === "company"
    ? callApi<unknown>(args, "POST /b2b/v1/feedback/dismiss")
    : callApi<unknown>(args, "POST /v1/feedback/dismiss");

export const sendFeedback = (args: ApiCallArgs, unit: Audience, body: Body<typeof FeedbackInput>) =>
  unit === "company"
    ? callApi<unknown>(args, "POST /b2b/v1/feedback", { body })
    : callApi<unknown>(args, "POST /v1/feedback", { body });
