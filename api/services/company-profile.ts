/**
 * Pictures (the company's and the company user's own) and the company user's notification settings.
 * A new picture is stored first, then recorded; the old bytes are removed only after that, so a failure
 * never leaves a row pointing at nothing.
 */
import { eq } from "drizzle-orm";
import type { NotificationSettings } from "#contracts";
import { nextVersion } from "../concurrency";
import type { Database } from "../db/client";
import { companies, companyUsers } from "../db/schema";
import type { BlobStore } from "../storage";
import { about, actedBy, audit, ownCompanyUser } from "./audit";
import type { CompanyAccess } from "./company-access";
import { storePicture } from "./pictures";
import { DEFAULT_NOTIFICATION_SETTINGS } from "./profile";

export async function companyPictureKey(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: companies.profilePicture })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.key ?? null;
}

export async function userPictureKey(db: Database, companyUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: companyUsers.profilePicture })
    .from(companyUsers)
    .where(eq(companyUsers.id, companyUserId))
    .limit(1);
  return row?.key ?? null;
}

const forget = (store: BlobStore, key: string | null) =>
  key ? store.delete(key).catch(() => undefined) : Promise.resolve();

async function replaceCompanyPicture(db: Database, store: BlobStore, access: CompanyAccess, key: string | null) {
  const old = await companyPictureKey(db, access.companyId);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ profilePicture: key, version: nextVersion(companies.version) })
        .where(eq(companies.id, access.companyId));
      await audit(tx, {
        ...actedBy("company", access.companyUserId),
        action: key ? "company.picture_changed" : "company.picture_removed",
        ...about("company", access.companyId),
      });
    });
  } catch (error) {
    await forget(store, key);
    throw error;
  }
  await forget(store, old);
}

export async function setCompanyPicture(db: Database, store: BlobStore, access: CompanyAccess, bytes: Uint8Array) {
  await replaceCompanyPicture(db, store, access, await storePicture(store, bytes));
}

export const removeCompanyPicture = (db: Database, store: BlobStore, access: CompanyAccess) =>
  replaceCompanyPicture(db, store, access, null);

async function replaceUserPicture(db: Database, store: BlobStore, companyUserId: string, key: string | null) {
  const old = await userPictureKey(db, companyUserId);
  try {
    await db.transaction(async (tx) => {
      await tx.update(companyUsers).set({ profilePicture: key }).where(eq(companyUsers.id, companyUserId));
      await audit(tx, {
        ...ownCompanyUser(companyUserId),
        action: key ? "company_user.picture_changed" : "company_user.picture_removed",
      });
    });
  } catch (error) {
    await forget(store, key);
    throw error;
  }
  await forget(store, old);
}

export async function setUserPicture(db: Database, store: BlobStore, companyUserId: string, bytes: Uint8Array) {
  await replaceUserPicture(db, store, companyUserId, await storePicture(store, bytes));
}

export const removeUserPicture = (db: Database, store: BlobStore, companyUserId: string) =>
  replaceUserPicture(db, store, companyUserId, null);

// ---------- Notification settings (docs/product.md#entities Notification) ----------
export async function getCompanyUserSettings(db: Database, companyUserId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: companyUsers.notificationSettings })
    .from(companyUsers)
    .where(eq(companyUsers.id, companyUserId))
    .limit(1);
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(row?.settings ?? {}) } as NotificationSettings;
}

export async function putCompanyUserSettings(
  db: Database,
  companyUserId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    await tx
      .update(companyUsers)
      .set({ notificationSettings: { ...settings } })
      .where(eq(companyUsers.id, companyUserId));
    await audit(tx, {
      ...ownCompanyUser(companyUserId),
      action: "company_user.notification_settings_updated",
      details: { settings },
    });
  });
  return getCompanyUserSettings(db, companyUserId);
}
