/** The applicant's unit with advisor, applications and the campus of the active application. */
import { asc, eq, sql } from "drizzle-orm";
import { isStageMinimumReady, type Unit } from "#contracts";

import type { Database } from "../db/client";
import { inTable } from "../db/in-table";
import { prepared } from "../db/prepared";
import { advisors, applications, campuses, units } from "../db/schema";
import { notFound } from "../errors";

type UnitApplication = Unit["applications"][number];

/** Picks the unit `id` of the account, else its primary unit, else its first; 404 (1008) without any unit. */
export async function getUnit(db: Database, accountId: string, id?: string): Promise<Unit> {
  // one query: each unit with its advisor and its applications with their campus (every page reads this)
  const rows = await prepared(db, "units_of_account_with_advisor_and_applications", (on, name) =>
    on
      .select({
        unit: units,
        advisor: advisors,
        applications: sql<
          UnitApplication[]
        >`coalesce((select json_agg(json_build_object('id', ${inTable(applications.id)}, 'primary', ${inTable(applications.primary)}, 'course', ${inTable(applications.course)}, 'intake', ${inTable(applications.intake)}, 'campus', json_build_object('id', ${inTable(campuses.id)}, 'name', ${inTable(campuses.name)}, 'city', ${inTable(campuses.city)}, 'imagePath', ${inTable(campuses.imagePath)})) order by ${inTable(applications.createdAt)}, ${inTable(applications.id)}) from ${applications} join ${campuses} on ${inTable(campuses.id)} = ${inTable(applications.campusId)} where ${inTable(applications.unitId)} = ${inTable(units.id)}), '[]'::json)`,
      })
      .from(units)
      .leftJoin(advisors, eq(advisors.id, units.advisorId))
      .where(eq(units.accountId, sql.placeholder("accountId")))
      .orderBy(asc(units.createdAt), asc(units.id))
      .prepare(name),
  ).execute({ accountId });
  const found = rows.find((r) => r.unit.id === id) ?? rows.find((r) => r.unit.primary) ?? rows[0];
  if (!found) throw notFound("No unit found for this account");
  const { unit, advisor, applications: apps } = found;
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
    applications: apps,
    campus: active ? active.campus : null,
  };
}
