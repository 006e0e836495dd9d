/**
 * Figures for the capacity estimate of docs/operations.md, read from a seeded database:
 * rows and bytes per applicant, documents per applicant and their size.
 *   DATABASE_URL=postgres://… node scripts/bench/capacity.mjs
 */
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required (a PostgreSQL database the server has seeded)");
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const one = async (sql) => (await client.query(sql)).rows[0];
const { applicants } = await one("select count(*)::int as applicants from accounts");
const tables = (
  await client.query(
    `select relname as name, n_live_tup::int as rows, pg_total_relation_size(relid)::bigint as bytes
       from pg_stat_user_tables where schemaname = 'public' order by bytes desc`,
  )
).rows;
// the statistics lag behind fresh inserts: count exactly
let rows = 0;
for (const t of tables) rows += (await one(`select count(*)::int as n from "${t.name}"`)).n;
const bytes = tables.reduce((sum, t) => sum + Number(t.bytes), 0);
const docs = await one("select count(*)::int as n, coalesce(sum(size), 0)::bigint as bytes from documents");
const accountsWithDocs = await one("select count(distinct account_id)::int as n from documents");
const figures = {
  applicants,
  rowsPerApplicant: Math.round(rows / applicants),
  databaseBytesPerApplicant: Math.round(bytes / applicants),
  documentsPerApplicantWithDocuments: +(docs.n / Math.max(1, accountsWithDocs.n)).toFixed(1),
  seededDocumentBytes: Number(docs.bytes),
  largestTables: tables.slice(0, 5).map((t) => `${t.name} ${Math.round(Number(t.bytes) / 1024)} KB`),
};
console.log(JSON.stringify(figures, null, 2));
await client.end();
