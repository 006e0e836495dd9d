/**
 * The development identity providers' signing and cookie keys in the database: every instance signs ID
 * tokens with the same key and reads the same cookies, and no instance keeps a key file of its own. The
 * first instance to start creates them; the others read what it stored. Only the development providers
 * use this (external providers keep their own keys).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { devIdentityKeys } from "../db/schema";

const NAME = "development";

export function identityKeyStore(db: Database) {
  const read = async (): Promise<unknown> => {
    const [row] = await db
      .select({ material: devIdentityKeys.material })
      .from(devIdentityKeys)
      .where(eq(devIdentityKeys.name, NAME));
    return row?.material;
  };
  return {
    read,
    /** Stores `material` unless another instance was first; answers the stored set either way. */
    async createOnce(material: object): Promise<unknown> {
      await db
        .insert(devIdentityKeys)
        .values({ name: NAME, material: material as Record<string, unknown> })
        .onConflictDoNothing();
      return read();
    },
  };
}
