import { createHash, randomUUID } from "node:crypto";
import type { DbHandle } from "./client";
import pg from "pg";
import { log } from "../lib/logger";

/**
 * Every write to the app's tables says so on one notification channel, from the database itself:
 * a trigger on each table, so a page kept for its buyer (features/cart/server/kept-page.ts) is dropped
 * by any change to what it shows, whichever code made it, a hand-run SQL statement included. Postgres
 * delivers a notification only after its transaction commits, to every listening process.
 *
 * A table is watched unless it is named below as never shown on a kept page; a new table is watched
 * from the next start without a word. A watched table says "anything of mine may have changed" (`*`),
 * or, when named in SCOPED, the scopes its changed rows touch (`u:` a user, `l:` a clinic location,
 * `s:` a session, `p:` a product, `i:` an item), so a buyer's cart line does not drop every other
 * buyer's page.
 */
export const ROW_CHANGE_CHANNEL = "dvm_row_changes";

/**
 * Per table: the SQL expressions (over a changed row) naming the scopes it touches. A table is scoped
 * only where a kept page shows no row of it but its own buyer's, session's, location's, or its lines'
 * products' and items': the user table is not (a page may name another member).
 */
export const SCOPED: Readonly<Record<string, readonly string[]>> = {
  cart_items: ["'u:' || user_id", "'l:' || location_id"],
  service_cart_items: ["'u:' || user_id", "'l:' || location_id"],
  addresses: ["'u:' || user_id"],
  wishlists: ["'u:' || user_id"],
  session: ["'s:' || id", "'u:' || user_id"],
  products: ["'p:' || id", "'i:' || item_id"],
  // a variation's price shows in every vendor's offer of its item ("Cheaper elsewhere")
  product_variations: ["'p:' || product_id", "'i:' || (select item_id from products where id = product_id)"],
};

/**
 * Tables no kept page reads, with why: logs and queues the app writes beside a visit. Naming a table
 * here is a promise that no kept page shows it (tests/integration/row-changes.test.ts holds the cart
 * page's reads to it).
 */
export const UNWATCHED: Readonly<Record<string, string>> = {
  audit_log: "an append-only record of who did what, read only by the console",
  page_views: "written by visits themselves",
  search_queries: "written by searches, read only by the console's reports",
  mail_outbox: "the outbox of mail to send",
  vendor_webhook_deliveries: "the outbox of vendor webhooks",
  payment_events: "the payment provider's events, as received",
  notifications: "the bell's list and count are read by the browser, never drawn into a kept page",
  verification: "sign-in codes and links",
  account: "sign-in credentials",
  assistant_messages: "the assistant's conversations",
  assistant_sessions: "the assistant's conversations",
  assistant_refresh_tokens: "the assistant's API sign-in",
  vendor_chat_messages: "chat between a buyer and a vendor, read by its own screen",
  vendor_chat_threads: "chat between a buyer and a vendor, read by its own screen",
  contact_messages: "messages to the operator",
  newsletter_signups: "newsletter addresses",
  webinar_registrations: "webinar sign-ups",
  __drizzle_migrations: "the migrations applied",
};

/** What the listener sends itself to know notifications reach it, and how long it waits for one. */
const PROBE = "__probe__";
const PROBE_WAIT_MS = 5000;
/** The listening connection's name in `pg_stat_activity`. */
export const LISTENER_NAME = "dvm-row-changes";

/** More scopes than this in one statement say `*`: a notification carries at most 8,000 bytes. */
const MAX_SCOPES = 200;

const FUNCTION = `
create or replace function dvm_row_change() returns trigger language plpgsql as $$
declare
  rows_of text := case when TG_OP = 'DELETE' then 'old_rows' else 'new_rows' end;
  scopes text;
  n int;
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('${ROW_CHANGE_CHANNEL}', TG_TABLE_NAME || '|*');
    return null;
  end if;
  execute format(
    'select count(*), string_agg(s, '','') from (select distinct s from (select unnest(array[%1$s]) s from %2$s %3$s) a where s is not null limit ${MAX_SCOPES + 1}) q',
    TG_ARGV[0],
    rows_of,
    case when TG_OP = 'UPDATE' then format('union all select unnest(array[%s]) from old_rows', TG_ARGV[0]) else '' end
  ) into n, scopes;
  if n > ${MAX_SCOPES} then scopes := '*'; end if;
  if n > 0 then perform pg_notify('${ROW_CHANGE_CHANNEL}', TG_TABLE_NAME || '|' || scopes); end if;
  return null;
end $$;`;

/**
 * An unscoped table's statements say "anything may have changed", if they changed a row (an update
 * that matched none says nothing). Static SQL, so each table's plan is made once per connection: the
 * dynamic one above cost write-heavy tests about a tenth of their time.
 */
const ANY_ROW = (name: string, rows: string) => `
create or replace function ${name}() returns trigger language plpgsql as $$
begin
  if exists (select from ${rows}) then perform pg_notify('${ROW_CHANGE_CHANNEL}', TG_TABLE_NAME || '|*'); end if;
  return null;
end $$;`;
const FUNCTIONS = [FUNCTION, ANY_ROW("dvm_rows_added", "new_rows"), ANY_ROW("dvm_rows_removed", "old_rows")];

/** Drops every trigger an earlier start installed, a table since named UNWATCHED included. */
const DROP_ALL = `
do $$ declare r record; begin
  for r in select t.tgname, c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and t.tgname like 'dvm\\_rows\\_%'
  loop execute format('drop trigger %I on %I', r.tgname, r.relname); end loop;
end $$;`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The statements that watch one table. */
export function watchStatements(table: string): string[] {
  const t = ident(table);
  const scoped = SCOPED[table];
  const run = (unscoped: string) =>
    `for each statement execute function ${scoped ? `dvm_row_change(${literal(scoped.join(", "))})` : `${unscoped}()`}`;
  return [
    `create trigger dvm_rows_ins after insert on ${t} referencing new table as new_rows ${run("dvm_rows_added")};`,
    `create trigger dvm_rows_upd after update on ${t} referencing new table as new_rows old table as old_rows ${run("dvm_rows_added")};`,
    `create trigger dvm_rows_del after delete on ${t} referencing old table as old_rows ${run("dvm_rows_removed")};`,
    `create trigger dvm_rows_trunc after truncate on ${t} for each statement execute function dvm_row_change();`,
  ];
}

type Exec = (sql: string) => Promise<{ rows: unknown[] }>;

/**
 * Installs the triggers on every table of the app's schema not UNWATCHED; run after the migrations.
 * A start that finds the same set already installed (its fingerprint is the function's comment)
 * changes nothing, so instances starting beside running ones take no lock on the tables.
 */
export async function installRowWatch(exec: Exec): Promise<void> {
  const { rows } = await exec(
    "select tablename, obj_description(to_regproc('dvm_row_change'), 'pg_proc') as installed from pg_tables where schemaname = 'public' order by tablename",
  );
  const found = rows as { tablename: string; installed: string | null }[];
  const tables = found.map((r) => r.tablename).filter((t) => !(t in UNWATCHED));
  const statements = [...FUNCTIONS, DROP_ALL, ...tables.flatMap(watchStatements)];
  const fingerprint = createHash("sha256").update(statements.join("\n")).digest("hex");
  if (found[0]?.installed === fingerprint) return;
  // one round trip: the whole set replaced at once, so no write slips between a drop and its create
  await exec(
    ["begin;", ...statements, `comment on function dvm_row_change() is '${fingerprint}';`, "commit;"].join("\n"),
  );
}

export type RowChange = { table: string; scopes: readonly string[] | "all" };

/** `table|u:1,l:2` or `table|*` as sent by the trigger. */
export function parseRowChange(payload: string): RowChange {
  const bar = payload.indexOf("|");
  const table = bar < 0 ? payload : payload.slice(0, bar);
  const rest = bar < 0 ? "*" : payload.slice(bar + 1);
  return { table, scopes: rest === "*" || rest === "" ? "all" : rest.split(",") };
}

export type RowWatch = {
  /** true while notifications are arriving; a page read while deaf must not be kept */
  readonly listening: boolean;
  /**
   * Resolves once every change committed before the call has been delivered. Postgres sends a
   * listener its notifications before answering its next statement, so one round trip on the
   * listening connection is that point; PGlite has delivered them by the time the write returns.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Calls `onChange` for every committed row change. While the connection that listens is down (a
 * Postgres restart), the watch is deaf and reports one `all` change on losing and on regaining it.
 */
export async function watchRowChanges(handle: DbHandle, onChange: (change: RowChange) => void): Promise<RowWatch> {
  const deliver = (payload: string | undefined) => onChange(parseRowChange(payload ?? "*"));
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(ROW_CHANGE_CHANNEL, deliver);
    const watch = {
      listening: true,
      caughtUp: () => Promise.resolve(),
      close: () => (watch.listening ? ((watch.listening = false), unlisten()) : Promise.resolve()),
    };
    handle.beforeClose(watch.close);
    return watch;
  }
  const state = { listening: false, closed: false, client: null as pg.Client | null, retrying: false, failures: 0 };
  const probes = new Map<string, () => void>();
  const retryLater = () => {
    if (state.closed || state.retrying) return;
    state.retrying = true;
    const delay = Math.min(30_000, 1000 * 2 ** state.failures++);
    setTimeout(() => {
      state.retrying = false;
      connect().catch((err: unknown) => {
        log("db").warn({ err: String(err) }, "row-change listener could not connect; retrying");
        retryLater();
      });
    }, delay).unref();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: handle.url, application_name: LISTENER_NAME });
    state.client = client;
    const lost = () => {
      if (state.client !== client) return; // already replaced or closed
      state.client = null;
      if (state.listening) deliver("*");
      state.listening = false;
      void client.end().catch(() => undefined);
      retryLater();
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (n) => {
      if (n.channel !== ROW_CHANGE_CHANNEL) return;
      if (n.payload?.startsWith(PROBE)) return probes.get(n.payload)?.();
      deliver(n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${ROW_CHANGE_CHANNEL}`);
      await heardThrough(client);
    } catch (err) {
      if (state.client === client) state.client = null;
      void client.end().catch(() => undefined);
      throw err;
    }
    if (state.closed) return void client.end();
    deliver("*"); // whatever was written while deaf
    state.failures = 0;
    state.listening = true;
  };
  /**
   * A notification sent through the app's own pool must reach the listener: behind a pooler that hands
   * each transaction another server connection (pgbouncer's transaction mode) none would, and a page
   * kept on that promise would never be dropped.
   */
  const heardThrough = async (client: pg.Client) => {
    const probe = `${PROBE}|${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      probes.set(probe, resolve);
      timer = setTimeout(
        () => reject(new Error("row-change notifications do not reach the listener (a pooler in transaction mode?)")),
        PROBE_WAIT_MS,
      );
    });
    try {
      await handle.pool!.query("select pg_notify($1, $2)", [ROW_CHANGE_CHANNEL, probe]);
      await client.query("select 1"); // the probe, committed before this, arrives before its answer
      await heard;
    } finally {
      clearTimeout(timer);
      probes.delete(probe);
    }
  };
  try {
    await connect();
  } catch (err) {
    state.closed = true;
    throw err;
  }
  const close = async () => {
    state.closed = true;
    state.listening = false;
    const client = state.client;
    state.client = null;
    await client?.end();
  };
  handle.beforeClose(close); // its connection would keep the database open
  // callers that arrive while a round trip is on its way wait for the next one, which starts after them
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const caughtUp = (): Promise<void> => {
    if (!running) {
      const client = state.client;
      if (!client) return Promise.reject(new Error("the row-change listener is not connected"));
      running = client.query("select 1").then(
        () => undefined,
        (err: unknown) => Promise.reject(err instanceof Error ? err : new Error(String(err))),
      );
      running = running.finally(() => (running = null));
      return running;
    }
    return (queued ??= running.then(
      () => ((queued = null), caughtUp()),
      () => ((queued = null), caughtUp()),
    ));
  };
  return {
    get listening() {
      return state.listening;
    },
    caughtUp,
    close,
  };
}
