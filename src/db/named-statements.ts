import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { createHash } from "node:crypto";

type BackendMessage = { name: string };
type ParameterDescription = BackendMessage & { dataTypeIDs: number[] };
type PreparedStatement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | null };

/** Statements worth keeping: reads and single-statement writes, never session or transaction control. */
const KEEPABLE = /^\s*(select|with|insert|update|delete)\b/i;

type Parsers = Parameters<typeof parse.parseResults>[1];

/**
 * The caller's parsers in front of PGlite's own. PGlite copies its map of every type (318 entries) into a
 * new object with the caller's on each call, 0.18 ms a statement, as long as many a statement takes to
 * run; a small object whose prototype is PGlite's map reads the same, and stays current when PGlite adds
 * array types to it.
 */
export function withParsers(base: Parsers, own: QueryOptions["parsers"]): Parsers {
  return own ? Object.assign(Object.create(base) as Parsers, own) : base;
}

/**
 * PGlite sends every query as an unnamed statement, so Postgres parses, analyses and plans it afresh
 * each time; in WebAssembly the planning alone is 2-4 ms for a join of five tables, ten times the
 * execution. This keeps each distinct statement text as a named statement instead, as node-postgres
 * does with `name`: the parse is kept, and after Postgres's first five custom plans a generic plan is
 * reused whenever its estimated cost is no worse. A bounded number of statements is kept (the least
 * recently used one is closed), because lists of ids give texts of many lengths.
 *
 * Only `query` outside a transaction goes this way; a transaction's own statements keep PGlite's path.
 * Figures: docs/benchmarks.md, "Named statements".
 */
export function keepPglitePlans(client: PGlite, limit = 400): void {
  const unnamed = client.query.bind(client) as PGlite["query"];
  const kept = new Map<string, PreparedStatement>();
  let counter = 0;

  async function run(messages: Uint8Array): Promise<BackendMessage[]> {
    return (await client.execProtocolStream(messages, { syncToFs: false })) as BackendMessage[];
  }

  /** Parses and describes `text` once, closing the least recently used statement past the limit. */
  async function prepare(text: string, options?: QueryOptions): Promise<PreparedStatement> {
    const name = `dvm_${(counter++).toString(36)}`;
    await run(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await run(protocol.serialize.describe({ type: "S", name }));
    const params = described.find((m) => m.name === "parameterDescription") as ParameterDescription | undefined;
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: described.find((m) => m.name === "rowDescription") ?? null,
    };
    kept.set(text, statement);
    if (kept.size > limit) {
      const [oldText, oldest] = kept.entries().next().value as [string, PreparedStatement];
      kept.delete(oldText);
      await run(protocol.serialize.close({ type: "S", name: oldest.name }));
    }
    return statement;
  }

  async function named<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const messages: BackendMessage[] = [];
    try {
      let statement = kept.get(text);
      if (statement) {
        // most recently used last: Map keeps insertion order
        kept.delete(text);
        kept.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      const values = params.map((value, i) => {
        if (value == null) return null;
        const type = statement.paramTypes[i]!;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      if (statement.rowDescription) messages.push(statement.rowDescription);
      messages.push(...(await run(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await run(protocol.serialize.execute({}))));
    } catch (err) {
      // the same fields PGlite adds to a failed query's error
      if (err instanceof Error) Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    } finally {
      // ends the extended-protocol exchange, and after an error lets the next statement through
      await run(protocol.serialize.sync());
    }
    await client.syncToFs();
    // the caller's parsers go in front of PGlite's through a prototype, not merged in as PGlite does
    const parsers = withParsers(client.parsers, options?.parsers);
    return parse.parseResults(
      messages as never,
      parsers,
      options && { ...options, parsers: undefined },
    )[0] as Results<T>;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!KEEPABLE.test(text) || options?.blob) return unnamed<T>(text, params, options);
    await client._checkReady();
    // the same two locks PGlite's own query takes: never inside another caller's open transaction
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => named<T>(text, params, options)));
  } as PGlite["query"];
}

type PgQuery = (config: unknown, ...rest: unknown[]) => unknown;
const pgNames = new Map<string, string>();

/** A statement's name on node-postgres: the same text has the same name on every connection. */
function pgStatementName(text: string): string {
  let name = pgNames.get(text);
  if (!name) {
    name = `dvm_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
    if (pgNames.size < 5_000) pgNames.set(text, name);
  }
  return name;
}

/**
 * node-postgres prepares a statement once per connection when the query names it; Drizzle names none.
 * This names each keepable statement by its text, up to `limit` distinct statements a connection (past
 * it, new texts go unnamed, because node-postgres never closes a named statement).
 */
export function namePgStatements(client: { query: PgQuery }, limit = 400): void {
  const named = new Set<string>();
  const query = client.query;
  client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const c = config as { text?: unknown; name?: unknown } | null;
    if (c && typeof c === "object" && typeof c.text === "string" && !c.name && KEEPABLE.test(c.text)) {
      const name = pgStatementName(c.text);
      if (named.has(name) || named.size < limit) {
        named.add(name);
        return query.call(this, { ...c, name }, ...rest);
      }
    }
    return query.call(this, config, ...rest);
  };
}
