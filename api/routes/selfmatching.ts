/**
 * Applicant selfmatching under /v1/job-openings (docs/product.md#api-calls Resources job openings): applicant tokens only;
 * an applicant whose unit is not stage-minimum-ready gets 409 with what to do first. Every match status
 * change runs through api/services/matching/commands.ts.
 */
import { type RouteConfig, z } from "@hono/zod-openapi";
import {
  ChooseInterviewDateBody,
  COURSES,
  FavoriteBody,
  SelfmatchingFilterOptions,
  SelfmatchingList,
  SelfmatchingOpening,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, notFound, uuidOr404 } from "../errors";
import {
  acceptByApplicant,
  type CommandContext,
  chooseInterviewDate,
  expressDisinterestInOpening,
  expressInterestInOpening,
  rejectByApplicant,
} from "../services/matching/commands";
import { calendarInvitation } from "../services/matching/ics";
import {
  applicantCommandContext,
  filterOptions,
  listOpenings,
  myMatchWith,
  openingDetails,
  setFavourite,
} from "../services/selfmatching";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ description: "1-based page, 10 per page" }),
});
/** A comma list ("a,b") of values that each must pass `item`. */
const commaList = <S extends z.ZodType<string, string>>(item: S, description: string) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50))
    .openapi({ type: "string", description });
const filterQuery = pageQuery.extend({
  courses: commaList(z.enum(COURSES), "courses of study, comma separated"),
  campuses: commaList(z.string().uuid(), "campus ids, comma separated"),
  intakes: commaList(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), "start dates YYYY-MM-DD, comma separated"),
});
const idParam = z.object({ id: z.string().max(100) });

export function selfmatchingRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const common = routeGroup({
    tags: ["Selfmatching (applicant)"],
    security: bearerSecurity,
    middleware: [accessGuards(db).requireApplicant()],
  });
  const list = json(SelfmatchingList, "One page (10) of job openings with the applicant's match and state");
  const one = json(SelfmatchingOpening, "The job opening with the applicant's match and state");
  const listRoute = <P extends string>(path: P, summary: string) =>
    common.get(path, {
      summary,
      request: { query: pageQuery },
      responses: { 200: list, ...errorResponses(400, 404, 409) },
    });
  const command = <P extends string, R extends RouteConfig["request"]>(path: P, summary: string, request: R) =>
    common.post(path, { summary, request, responses: { 200: one, ...errorResponses(400, 404, 409) } });

  const allRoute = listRoute("/job-openings", "All open job openings");
  const relatedRoute = listRoute(
    "/job-openings/related",
    "Open job openings of the applicant's course, campus and start date, without those the applicant already acted on",
  );
  const interactedRoute = listRoute(
    "/job-openings/interacted",
    "Openings the applicant acted on (interest, accept, decline), whose match ended, or marked as favourite",
  );
  const invitationsRoute = listRoute(
    "/job-openings/invitations",
    "Matches where the company or the study advisor acted first and the applicant has not answered, and offers to answer",
  );
  const applicationsRoute = listRoute(
    "/job-openings/applications",
    "Open matches in which the applicant has shown interest",
  );
  const offersRoute = listRoute(
    "/job-openings/offers",
    "Offers of companies that wait for the applicant's answer, each with its answer day (the home page's first task)",
  );
  const filteredRoute = common.get("/job-openings/filtered", {
    summary: "Open job openings filtered by courses, campuses and start dates (empty list = any)",
    request: { query: filterQuery },
    responses: { 200: list, ...errorResponses(400, 404, 409) },
  });
  const optionsRoute = common.get("/job-openings/filter-options", {
    summary: "Courses, campuses and start dates of the open job openings",
    responses: { 200: json(SelfmatchingFilterOptions, "The choices"), ...errorResponses(404, 409) },
  });
  const detailsRoute = common.get("/job-openings/{id}", {
    summary: "One job opening (open, or matched with / marked by the applicant); marks it as viewed",
    request: { params: idParam },
    responses: { 200: one, ...errorResponses(404, 409) },
  });
  const interestRoute = command(
    "/job-openings/{id}/express-interest",
    "The applicant is interested (creates the match when there is none)",
    { params: idParam },
  );
  const disinterestRoute = command(
    "/job-openings/{id}/express-disinterest",
    "The applicant is not interested: the match ends as rejected by the applicant",
    { params: idParam },
  );
  const favoriteRoute = command("/job-openings/{id}/favorite", "Mark or unmark the opening as favourite", {
    params: idParam,
    body: body(FavoriteBody),
  });
  const acceptRoute = command("/job-openings/{id}/accept-offer", "The applicant accepts (the offer)", {
    params: idParam,
  });
  const rejectRoute = command("/job-openings/{id}/reject-offer", "The applicant declines (the offer)", {
    params: idParam,
  });
  const chooseRoute = command(
    "/job-openings/{id}/choose-interview-date",
    "The applicant picks one of the suggested interview dates",
    { params: idParam, body: body(ChooseInterviewDateBody) },
  );
  const icsRoute = common.get("/job-openings/{id}/interview.ics", {
    summary: "The interview as an iCalendar invitation (once a date is set)",
    request: { params: idParam },
    responses: {
      200: { description: "text/calendar", content: { "text/calendar": { schema: z.string() } } },
      ...errorResponses(404, 409),
    },
  });

  type Caller = { var: { principal: { accountId?: string | null } } };
  type OpeningInPath = Caller & { req: { valid: (target: "param") => { id: string } } };
  const me = (c: Caller) => c.var.principal.accountId!;
  const ctx = (accountId: string) => applicantCommandContext(accountId, publicUrl);
  /** The opening the path names: an id that is no UUID names none (404). */
  const openingOf = (c: OpeningInPath) => uuidOr404(c.req.valid("param").id);
  /** Runs a command on the caller's match with the opening in the path; answers the opening as it is then. */
  const onMyMatch = async (c: OpeningInPath, command: (matchId: string, by: CommandContext) => Promise<unknown>) => {
    const { match } = await myMatchWith(db, me(c), openingOf(c));
    await command(match.id, ctx(me(c)));
    return openingDetails(db, me(c), openingOf(c), false);
  };
  return newRouter()
    .openapi(allRoute, async (c) => c.json(await listOpenings(db, me(c), "all", c.req.valid("query").page), 200))
    .openapi(relatedRoute, async (c) =>
      c.json(await listOpenings(db, me(c), "related", c.req.valid("query").page), 200),
    )
    .openapi(interactedRoute, async (c) =>
      c.json(await listOpenings(db, me(c), "interacted", c.req.valid("query").page), 200),
    )
    .openapi(invitationsRoute, async (c) =>
      c.json(await listOpenings(db, me(c), "invitations", c.req.valid("query").page), 200),
    )
    .openapi(applicationsRoute, async (c) =>
      c.json(await listOpenings(db, me(c), "applications", c.req.valid("query").page), 200),
    )
    .openapi(offersRoute, async (c) => c.json(await listOpenings(db, me(c), "offers", c.req.valid("query").page), 200))
    .openapi(filteredRoute, async (c) => {
      const q = c.req.valid("query");
      return c.json(await listOpenings(db, me(c), "filtered", q.page, q), 200);
    })
    .openapi(optionsRoute, async (c) => c.json(await filterOptions(db, me(c)), 200))
    .openapi(detailsRoute, async (c) => c.json(await openingDetails(db, me(c), openingOf(c)), 200))
    .openapi(interestRoute, async (c) => {
      const id = openingOf(c);
      await openingDetails(db, me(c), id, false); // ready + visible, else 409/404
      await expressInterestInOpening(db, me(c), id, ctx(me(c)));
      return c.json(await openingDetails(db, me(c), id, false), 200);
    })
    .openapi(disinterestRoute, async (c) => {
      const id = openingOf(c);
      await openingDetails(db, me(c), id, false);
      await expressDisinterestInOpening(db, me(c), id, ctx(me(c)));
      return c.json(await openingDetails(db, me(c), id, false), 200);
    })
    .openapi(favoriteRoute, async (c) =>
      c.json(await setFavourite(db, me(c), openingOf(c), c.req.valid("json").favorite), 200),
    )
    .openapi(acceptRoute, async (c) =>
      c.json(await onMyMatch(c, (matchId, by) => acceptByApplicant(db, matchId, by)), 200),
    )
    .openapi(rejectRoute, async (c) =>
      c.json(await onMyMatch(c, (matchId, by) => rejectByApplicant(db, matchId, by)), 200),
    )
    .openapi(chooseRoute, async (c) =>
      c.json(await onMyMatch(c, (matchId, by) => chooseInterviewDate(db, matchId, c.req.valid("json").date, by)), 200),
    )
    .openapi(icsRoute, async (c) => {
      const { match, opening } = await myMatchWith(db, me(c), openingOf(c));
      if (!match.interviewAt || match.status === "cancelled") throw notFound("No interview date set");
      const ics = calendarInvitation({
        uid: `${match.id}-interview@tandem`,
        start: match.interviewAt,
        durationMinutes: 60,
        summary: `Vorstellungsgespräch: ${opening.o.title ?? ""} (${opening.companyName})`,
        location: opening.o.placeOfTraining ?? undefined,
        sequence: Math.floor(match.updatedAt.getTime() / 1000),
      });
      return c.body(ics, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="interview.ics"',
        "cache-control": "private, no-store",
      });
    });
}
