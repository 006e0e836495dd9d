/** The applicant's unit with advisor, applications and the campus of the active application. */
import { asc, eq, sql } from "drizzle-orm";
import { type Campus, isStageMinimumReady, type Unit } from "#contracts";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { advisors, applications, campuses, units } from "../db/schema";
import { notFound } from "../errors";

/** Picks the unit `id` of the account, else its primary unit, else its first; 404 (1008) without any unit. */
export async function getUnit(db: Database, accountId: string, id?: string): Promise<Unit> {
  // two queries, not four: the unit with its advisor, the applications with their campus (every page reads this)
  const rows = await prepared(db, "units_of_account_with_advisor", (on, name) =>
    on
      .select({ unit: units, advisor: advisors })
      .from(units)
      .leftJoin(advisors, eq(advisors.id, units.advisorId))
      .where(eq(units.accountId, sql.placeholder("accountId")))
      .orderBy(asc(units.createdAt), asc(units.id))
      .prepare(name),
  ).execute({ accountId });
  const found = rows.find((r) => r.unit.id === id) ?? rows.find((r) => r.unit.primary) ?? rows[0];
  if (!found) throw notFound("No unit found for this account");
  const { unit, advisor } = found;

  const appRows = await prepared(db, "applications_of_unit_with_campus", (on, name) =>
    on
      .select({ application: applications, campus: campuses })
      .from(applications)
      .innerJoin(campuses, eq(campuses.id, applications.campusId))
      .where(eq(applications.unitId, sql.placeholder("unitId")))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .prepare(name),
  ).execute({ unitId: unit.id });
  const apps = appRows.map((r) => r.application);
  const campusOf = (campusId: string): Campus => {
    const c = appRows.find((r) => r.campus.id === campusId)!.campus;
    return { id: c.id, name: c.name, city: c.city, imagePath: c.imagePath };
  };
  const active = apps.find((a) => a.primary) ?? apps[0];

  return {
    id: unit.id,
    studyType: unit.studyType,
    stage: unit.stage,
    stageMinimumReady: isStageMinimumReady(unit.stage),
    participateAdvisorInterviewOn: unit.participateAdvisorInterviewOn,
    advisor: advisor
      ? {
          name: advisor.name,
          imagePath: advisor.imagePath,
          whatsappAvailable: advisor.whatsappAvailable,
          mobilePhone: advisor.mobilePhone,
          phone: advisor.phone,
          email: advisor.email,
          city: advisor.city,
        }
      : null,
    applications: apps.map((a) => ({
      id: a.id,
      primary: a.primary,
      course: a.course,
      intake: a.intake,
      campus: campusOf(a.campusId),
    })),
    campus: active ? campusOf(active.campusId) : null,
  };
}
