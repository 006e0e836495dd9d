/**
 * Queries built once and run again with new values (drizzle's prepared queries). Building a query with
 * drizzle's builder costs about as much as running it on PGlite (0.3 ms of 0.75 ms for a read by key on
 * this machine), and every page of the portal runs the same few reads (the account, its units, the unit,
 * the unread count): those are built once per database. On PostgreSQL a prepared query is also parsed
 * once per connection.
 *
 * A prepared query belongs to the session it was built on: one built on the database would run outside
 * a request's transaction (api/idempotency.ts) and, on PGlite's single connection, wait for that
 * transaction to end. So each query is kept per database or transaction it runs on: `requestScopedDb`
 * names the one it stands for at the moment through `CURRENT_DATABASE`.
 */
/** Read on a scoped database (a Proxy), it answers the database or transaction the request uses now. */
export const CURRENT_DATABASE = Symbol("the database or transaction a scoped database stands for now");

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * The query `name` for the database it will run on, built by `build` the first time (which passes `name`
 * on to drizzle's `prepare`). `name` must be unique in the API (PostgreSQL knows a prepared statement by
 * it), and `build` must always build the same query: what varies goes in through `sql.placeholder`.
 */
export function prepared<D extends object, Q>(db: D, name: string, build: (db: D, name: string) => Q): Q {
  const target = ((db as { [CURRENT_DATABASE]?: D })[CURRENT_DATABASE] ?? db) as D;
  let queries = built.get(target);
  if (!queries) {
    queries = new Map();
    built.set(target, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (!query) {
    query = build(target, name);
    queries.set(name, query);
  }
  return query;
}
