/**
 * Newsletter unsubscription (docs/product.md#shared-pages, docs/product.md#api-calls POST /unsubscribe/{id}): the subscription id is the opaque part
 * of the link in every newsletter. Unsubscribing is idempotent: a second call answers the same success and
 * keeps the first date. Nobody needs to log in, so the answer shows the address only partly.
 */
import { eq } from "drizzle-orm";
import type { Unsubscription } from "#contracts";
import type { Database } from "../db/client";
import { newsletterSubscriptions } from "../db/schema";
import { notFound, uuidOr404 } from "../errors";
import { about, actedBy, audit } from "./audit";

/** "max.mueller@example.org" → "m…@example.org": enough to recognise, useless to harvest. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "…" : `${email[0]}…${email.slice(at)}`;
};

type Row = typeof newsletterSubscriptions.$inferSelect;
const view = (row: Row): Unsubscription => ({
  list: row.list,
  email: maskEmail(row.email),
  unsubscribed: row.unsubscribedAt !== null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

async function subscription(db: Database, id: string): Promise<Row> {
  uuidOr404(id, "Unknown unsubscribe link");
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  if (!row) throw notFound("Unknown unsubscribe link");
  return row;
}

export async function getSubscription(db: Database, id: string) {
  return view(await subscription(db, id));
}

export async function unsubscribe(db: Database, id: string): Promise<Unsubscription> {
  const row = await subscription(db, id);
  if (row.unsubscribedAt) return view(row);
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.id, id))
    .returning();
  await audit(db, {
    ...actedBy("anonymous", null),
    action: "newsletter.unsubscribe",
    ...about("newsletter_subscription", id),
    details: { list: row.list },
  });
  return view(updated);
}
