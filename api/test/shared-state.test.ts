/**
 * The state several instances share lives in the database: two stores on one database stand for two
 * instances. Runs on PGlite and, in the PostgreSQL lane, on a real PostgreSQL with a connection pool
 * (where "at the same time" really is concurrent).
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { loadOrCreateKeys } from "../../idp/keys";
import type { DatabaseHandle } from "../db/client";
import { devIdentityKeys, oidcPayloads, pendingForms, rateLimitWindows } from "../db/schema";
import { identityKeyStore } from "../shared-state/identity-keys";
import { oidcStorageFor } from "../shared-state/oidc-storage";
import { DatabasePendingFormStore } from "../shared-state/pending-form-store";
import { DatabaseRateLimitStore } from "../shared-state/rate-limit-store";
import { testDatabase } from "./harness";

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await testDatabase();
  await handle.db.delete(rateLimitWindows);
  await handle.db.delete(pendingForms);
  await handle.db.delete(oidcPayloads);
  await handle.db.delete(devIdentityKeys);
});

/** A clock the test moves. */
function clock(start = Date.parse("2026-11-24T10:00:00Z")) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const SECRET = "shared-state-test-secret-0123456789";

describe("rate-limit windows in the database", () => {
  it("two instances count against the same window, and a new window starts when it ends", async () => {
    const time = clock();
    const one = new DatabaseRateLimitStore(handle.db, SECRET, time.now);
    const other = new DatabaseRateLimitStore(handle.db, SECRET, time.now);
    const counts = [];
    for (const store of [one, other, one, other]) counts.push((await store.hit("login|203.0.113.9", 60_000)).count);
    expect(counts).toEqual([1, 2, 3, 4]);
    const window = await one.hit("login|203.0.113.9", 60_000);
    expect(window.resetAt).toBe(time.now() + 60_000);
    // another address, another window
    expect((await other.hit("login|203.0.113.10", 60_000)).count).toBe(1);
    time.advance(60_001);
    expect(await other.hit("login|203.0.113.9", 60_000)).toEqual({ count: 1, resetAt: time.now() + 60_000 });
  });

  it("counts every one of many hits at the same moment once (one atomic statement per hit)", async () => {
    const stores = [new DatabaseRateLimitStore(handle.db, SECRET), new DatabaseRateLimitStore(handle.db, SECRET)];
    const windows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2].hit("upload|198.51.100.4", 60_000)),
    );
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("stores no client address, only a keyed hash of bucket and address", async () => {
    await new DatabaseRateLimitStore(handle.db, SECRET).hit("login|203.0.113.9", 60_000);
    await new DatabaseRateLimitStore(handle.db, `${SECRET}-other`).hit("login|203.0.113.9", 60_000);
    const keys = (await handle.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain("203.0.113.9");
    }
  });
});

describe("forms kept across a login, in the database", () => {
  const bounds = { maxForms: 5, maxBytes: 1000, ttlMs: 30 * 60_000 };
  const id = (tag: string, n: number) => `${tag}-00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

  it("a form kept by one instance is read by another, once", async () => {
    const one = new DatabasePendingFormStore(handle.db, bounds);
    const other = new DatabasePendingFormStore(handle.db, bounds);
    expect(await one.keep({ id: id("a1", 1), tag: "a1", json: '{"title":"Informatik"}', replaces: null })).toBe("kept");
    expect(await other.take(id("a1", 1))).toBe('{"title":"Informatik"}');
    expect(await one.take(id("a1", 1))).toBeNull();
    expect(await other.take(id("a1", 1))).toBeNull();
  });

  it("keeps one form per address and per session: a newer one replaces the older", async () => {
    const store = new DatabasePendingFormStore(handle.db, bounds);
    await store.keep({ id: id("a1", 1), tag: "a1", json: "{}", replaces: null });
    await store.keep({ id: id("a1", 2), tag: "a1", json: "{}", replaces: null });
    // the same session from another address names its older form
    await store.keep({ id: id("b2", 3), tag: "b2", json: "{}", replaces: id("a1", 2) });
    expect((await handle.db.select({ id: pendingForms.id }).from(pendingForms)).map((r) => r.id)).toEqual([
      id("b2", 3),
    ]);
  });

  it("keeps the bounds of all forms together; expired forms neither count nor stay", async () => {
    const time = clock();
    const store = new DatabasePendingFormStore(handle.db, bounds, time.now);
    for (let n = 0; n < 5; n++) {
      expect(await store.keep({ id: id(`t${n}`, n), tag: `t${n}`, json: "{}", replaces: null })).toBe("kept");
    }
    expect(await store.keep({ id: id("t9", 9), tag: "t9", json: "{}", replaces: null })).toBe("full");
    time.advance(bounds.ttlMs + 1);
    expect(await store.take(id("t0", 0))).toBeNull();
    expect(await store.keep({ id: id("t9", 9), tag: "t9", json: "x".repeat(990), replaces: null })).toBe("kept");
    expect(await store.keep({ id: id("u1", 1), tag: "u1", json: "x".repeat(20), replaces: null })).toBe("full");
    expect(await handle.db.select({ id: pendingForms.id }).from(pendingForms)).toEqual([{ id: id("t9", 9) }]);
  });

  it("two instances cannot both take the last place", async () => {
    const stores = [new DatabasePendingFormStore(handle.db, bounds), new DatabasePendingFormStore(handle.db, bounds)];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        stores[n % 2].keep({ id: id(`c${n}`, n), tag: `c${n}`, json: "{}", replaces: null }),
      ),
    );
    expect(outcomes.filter((o) => o === "kept")).toHaveLength(bounds.maxForms);
    expect(await handle.db.select().from(pendingForms)).toHaveLength(bounds.maxForms);
  });
});

describe("the development identity providers' storage in the database", () => {
  it("finds what another instance stored, per issuer and model, until it expires", async () => {
    const time = clock();
    const Sessions = oidcStorageFor(handle.db, "applicant", time.now);
    const OtherInstance = oidcStorageFor(handle.db, "applicant", time.now);
    const CompanySessions = oidcStorageFor(handle.db, "company", time.now);
    await new Sessions("Session").upsert("s1", { accountId: "applicant-lena", uid: "u1" }, 60);
    expect(await new OtherInstance("Session").find("s1")).toEqual({ accountId: "applicant-lena", uid: "u1" });
    expect(await new OtherInstance("Session").findByUid("u1")).toEqual({ accountId: "applicant-lena", uid: "u1" });
    expect(await new OtherInstance("Interaction").find("s1")).toBeUndefined();
    expect(await new CompanySessions("Session").find("s1")).toBeUndefined();
    time.advance(61_000);
    expect(await new OtherInstance("Session").find("s1")).toBeUndefined();
  });

  it("marks a consumed code, replaces on upsert, destroys, and revokes every model of a grant", async () => {
    const Storage = oidcStorageFor(handle.db, "company");
    const codes = new Storage("AuthorizationCode");
    await codes.upsert("c1", { grantId: "g1", accountId: "company-olaf" }, 60);
    await codes.consume("c1");
    expect((await codes.find("c1"))?.consumed).toEqual(expect.any(Number));
    await codes.upsert("c1", { grantId: "g1", accountId: "company-olaf", scope: "openid" }, 60);
    expect(await codes.find("c1")).toEqual({ grantId: "g1", accountId: "company-olaf", scope: "openid" });

    await new Storage("AccessToken").upsert("t1", { grantId: "g1" }, 3600);
    await new Storage("Grant").upsert("g1", { accountId: "company-olaf" }, 3600);
    await new Storage("AccessToken").upsert("t2", { grantId: "g2" }, 3600);
    await new (oidcStorageFor(handle.db, "staff"))("AccessToken").upsert("t3", { grantId: "g1" }, 3600);
    await new Storage("AccessToken").revokeByGrantId("g1");
    expect(await codes.find("c1")).toBeUndefined();
    expect(await new Storage("AccessToken").find("t1")).toBeUndefined();
    expect(await new Storage("AccessToken").find("t2")).toEqual({ grantId: "g2" });
    // another issuer's grant of the same id stays
    expect(await new (oidcStorageFor(handle.db, "staff"))("AccessToken").find("t3")).toEqual({ grantId: "g1" });

    await new Storage("AccessToken").destroy("t2");
    expect(await new Storage("AccessToken").find("t2")).toBeUndefined();
  });
});

describe("the development identity providers' keys in the database", () => {
  it("two instances starting together sign with the same key, and neither writes a key file", async () => {
    const dirs = [mkdtempSync(path.join(tmpdir(), "tandem-keys-")), mkdtempSync(path.join(tmpdir(), "tandem-keys-"))];
    const [one, other] = await Promise.all(dirs.map((dir) => loadOrCreateKeys(dir, identityKeyStore(handle.db))));
    expect(one.publicJwks).toEqual(other.publicJwks);
    expect(one.cookieKeys).toEqual(other.cookieKeys);
    expect(one.privateJwks.keys[0].d).toBeTruthy();
    for (const dir of dirs) expect(readdirSync(dir)).toEqual([]);
    // a restart reads the same keys
    expect((await loadOrCreateKeys(dirs[0], identityKeyStore(handle.db))).publicJwks).toEqual(one.publicJwks);
  });
});
