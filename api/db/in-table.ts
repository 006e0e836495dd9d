import { getTableName, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A column named with its table, for a subquery inside `sql`: there drizzle names a column alone, which
 * means another table's column once the subquery reads a second table (a join, or a column of the outer
 * query's table).
 */
export const inTable = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
