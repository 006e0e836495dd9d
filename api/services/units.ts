/** The applicant's unit with advisor, applications and the campus of the active application. */
import { asc, eq, inArray } from "drizzle-orm";
import { type Campus, isStageMinimumReady, type Unit } from "#contracts";
import type { Database } from "../db/client";
import { advisors, applications, campuses, units } from "../db/schema";
import { notFound } from "../errors";

/** Picks the unit `id` of the account, else its primary unit, else its first; 404 (1008) without any unit. */
export async function getUnit(db: Database, accountId: string, id?: string): Promise<Unit> {
  const rows = await db
    .select()
    .from(units)
    .where(eq(units.accountId, accountId))
    .orderBy(asc(units.createdAt), asc(units.id));
  const unit = rows.find((u) => u.id === id) ?? rows.find((u) => u.primary) ?? rows[0];
  if (!unit) throw notFound("No unit found for this account");

  const [advisor] = unit.advisorId
    ? await db.select().from(advisors).where(eq(advisors.id, unit.advisorId)).limit(1)
    : [];
  const apps = await db
    .select()
    .from(applications)
    .where(eq(applications.unitId, unit.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const campusRows = apps.length
    ? await db
        .select()
        .from(campuses)
        .where(
          inArray(
            campuses.id,
            apps.map((a) => a.campusId),
          ),
        )
    : [];
  const campusOf = (campusId: string): Campus => {
    const c = campusRows.find((r) => r.id === campusId)!;
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
