/**
 * Named statements for PGlite: each query text is parsed and described once, then run by name.
 *
 * PGlite's `query` sends every statement as an unnamed one, in five calls into the WebAssembly backend
 * (Parse, Describe statement, Bind, Describe portal, Execute, then Sync), and PostgreSQL parses and plans
 * it again each time. A read by key costs about 290 µs that way and 80 µs as a named statement run with
 * one call (Bind, Execute, Sync); the database is the largest share of a page's server time. This is what
 * node-postgres does for named queries and postgres.js for every query; on PostgreSQL the API runs
 * through node-postgres and is not touched.
 *
 * Only queries outside a transaction (every read of a page) are run by name. A statement PostgreSQL no
 * longer knows or can no longer run as prepared (after `DEALLOCATE`, or a table change that alters its
 * result) is prepared again and the query retried once; inside a transaction that error would abort
 * the whole transaction, so transactions keep PGlite's own way.
 *
 * What stays as PGlite does it: the locks (a query waits for a transaction in progress), the parameter
 * serialisers and result parsers (a query's own in front of the client's), the errors (a DatabaseError with
 * the query and its parameters), the file-system sync after each query. At most `limit` statements are
 * kept; the least recently used one is closed to make room.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;

type Message = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it (chooses the serialiser). */
  paramTypes: number[];
  /** The statement's row description (empty when it returns no rows), put before each run's rows. */
  head: Message[];
}

/** SQLSTATEs after which a statement is prepared again: unknown name, changed result type. */
const STALE = new Set(["26000", "0A000"]);
const isStale = (error: unknown) => STALE.has((error as { code?: string } | null)?.code ?? "");

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Makes `client.query` run named statements. Returns the client. */
export function withNamedStatements(client: PGlite, limit = 500): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const plainQuery = client.query.bind(client);

  const send = (parts: Uint8Array[], options?: QueryOptions) =>
    client.execProtocolStream(joined(parts), { syncToFs: false, onNotice: options?.onNotice });

  async function prepare(key: string, text: string, options?: QueryOptions): Promise<Statement> {
    const known = statements.get(key);
    if (known) {
      // most recently used last: the first entry is the one to close when the cache is full
      statements.delete(key);
      statements.set(key, known);
      return known;
    }
    if (statements.size >= limit) await forget(...(statements.entries().next().value as [string, Statement]));
    const name = `tandem_${++counter}`;
    const messages = await send(
      [
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ],
      options,
    );
    const parameters = messages.find((m) => m.name === "parameterDescription") as
      | { dataTypeIDs?: number[] }
      | undefined;
    const rows = messages.find((m) => m.name === "rowDescription");
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], head: rows ? [rows] : [] };
    statements.set(key, statement);
    return statement;
  }

  /** Drops a statement from the cache and from PostgreSQL (closing an unknown name is no error). */
  async function forget(key: string, statement: Statement) {
    statements.delete(key);
    await send([serialize.close({ type: "S", name: statement.name }), serialize.sync()]);
  }

  /**
   * The query's own parsers in front of the client's. Given both, PGlite's `parseResults` copies the
   * client's ~300 parsers into a new object for every query (drizzle hands its few to every query: its
   * timestamps stay strings), a third of a small query's time; a lookup through the prototype finds the
   * query's parser first and the client's otherwise, the same answer without the copy (ADR 045).
   */
  const parsersFor = (options: QueryOptions | undefined) =>
    options?.parsers ? Object.assign(Object.create(client.parsers), options.parsers) : client.parsers;
  const withoutParsers = (options: QueryOptions | undefined) =>
    options?.parsers ? { ...options, parsers: undefined } : options;

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const key = options?.paramTypes?.length ? `${options.paramTypes.join(",")}\n${text}` : text;
    const statement = await prepare(key, text, options);
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = statement.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await send(
        [
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ],
        options,
      );
      return parse.parseResults(
        [...statement.head, ...messages],
        parsersFor(options),
        withoutParsers(options),
      )[0] as Results<T>;
    } catch (error) {
      if (isStale(error)) await forget(key, statement);
      throw error;
    }
  }

  /** Attaches what PGlite attaches to a failed query's error. */
  function described(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
    if (error && typeof error === "object" && "code" in error)
      Object.assign(error, { query: text, params, queryOptions: options });
    return error;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (options?.blob) return plainQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let result: Results<T>;
        try {
          result = await run<T>(text, params, options).catch((error: unknown) => {
            if (!isStale(error)) throw error;
            return run<T>(text, params, options);
          });
        } catch (error) {
          throw described(error, text, params, options);
        }
        await client.syncToFs();
        return result;
      }),
    );
  } as PGlite["query"];

  return client;
}
