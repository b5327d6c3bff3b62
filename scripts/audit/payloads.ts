// Check 2's inputs and verdicts, as pure functions: SQL injection payloads built by combining classic
// fragments, a list of XSS payloads, and what counts as a hit in an answer.

const PREFIXES = ["", "'", '"', "')", '")', "'))", "1'", '1"', "1)", "admin'", "%'", "`"];
/** pg_sleep payloads wait this long: an answer at least this slow is a time-based hit. */
export const SLEEP_SECONDS = 6;
const CORES = [
  " OR '1'='1",
  " OR 1=1",
  " AND 1=2",
  " UNION SELECT NULL",
  " UNION SELECT NULL,NULL,NULL",
  " UNION SELECT email,password FROM account",
  " UNION ALL SELECT version()",
  "; DROP TABLE orders",
  "; DELETE FROM products",
  `; UPDATE "user" SET role='operator'`,
  `; SELECT pg_sleep(${SLEEP_SECONDS})`,
  ` AND (SELECT 1 FROM pg_sleep(${SLEEP_SECONDS}))=1`,
  ` OR pg_sleep(${SLEEP_SECONDS}) IS NULL`,
  `||pg_sleep(${SLEEP_SECONDS})`,
  " AND 1=CAST((SELECT version()) AS int)",
  " AND 1=(SELECT COUNT(*) FROM pg_tables)",
  "; COPY (SELECT '') TO PROGRAM 'id'",
  ` OR EXISTS(SELECT 1 FROM "user")`,
  " ORDER BY 99",
  " GROUP BY 1 HAVING 1=1",
];
const SUFFIXES = ["", "--", "-- -", "#", "/*", ";--", " AND '1'='1"];

/** Every character but letters and digits percent-encoded (encodeURIComponent keeps quotes as they are). */
const percentEncode = (s: string) =>
  s.replace(/[^A-Za-z0-9]/g, (c) =>
    encodeURIComponent(c).replace(/^[^%]$/, `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  );

/** Variants that slip past naive filters: comments for spaces, mixed case, URL and double URL encoding. */
const VARIANTS: ((s: string) => string)[] = [
  (s) => s.replace(/ /g, "/**/"),
  (s) => s.replace(/[a-z]+/gi, (w) => [...w].map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join("")),
  (s) => percentEncode(s),
  (s) => percentEncode(percentEncode(s)),
  (s) => s.replace(/'/g, "\u02bc").replace(/ /g, "\t"),
];

export function sqlPayloads(): string[] {
  const out = new Set<string>();
  for (const p of PREFIXES) for (const c of CORES) for (const s of SUFFIXES) out.add(`${p}${c}${s}`);
  for (const p of PREFIXES) for (const c of CORES) for (const v of VARIANTS) out.add(v(`${p}${c}--`));
  return [...out];
}

export const XSS_PAYLOADS: string[] = [
  "<script>alert(1)</script>",
  "<ScRiPt>alert(1)</sCrIpT>",
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  "</textarea><script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)">',
  "<img/src=x onerror=alert(1)//",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  "<iframe src=javascript:alert(1)>",
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<select autofocus onfocus=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">',
  '" onmouseover="alert(1)',
  "' onmouseover='alert(1)",
  '" autofocus onfocus="alert(1)',
  "javascript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<!--<img src=x onerror=alert(1)>-->",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "\u003cimg src=x onerror=alert(1)\u003e",
];

const SQL_ERROR = [
  /syntax error at or near/i,
  /unterminated quoted (string|identifier)/i,
  /invalid input syntax for/i,
  /(column|relation|function) "?[\w.]+"? does not exist/i,
  /operator does not exist/i,
  /zero-length delimited identifier/i,
  /each UNION query must have the same number of columns/i,
  /\b(PostgresError|DatabaseError|DrizzleQueryError|Failed query:)/,
  /\bSQLSTATE\b/,
];

/** SQL error text in an answer, once the echoed payload itself (raw or JSON-escaped) is taken out. */
export function hasSqlError(body: string, payload: string): boolean {
  const echoed = [payload, JSON.stringify(payload).slice(1, -1), encodeURIComponent(payload)];
  let rest = body;
  for (const e of echoed) if (e) rest = rest.split(e).join("");
  return SQL_ERROR.some((re) => re.test(rest));
}

/** The page without its inline scripts, where Next keeps page data as JS strings (quotes stay as typed). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "content"]);

/** A tag whose link, source, form target or refresh runs `javascript:alert` (attribute values parsed whole). */
function linksToScript(markup: string): boolean {
  for (const [tag] of markup.matchAll(/<[a-z][^\s>]*(\s+[^\s=>]+(\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi))
    for (const [, name, raw] of tag.matchAll(/\s([^\s=>]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)/g)) {
      const value = raw!.replace(/^["']|["']$/g, "").trim();
      if (URL_ATTRIBUTES.has(name!.toLowerCase()) && /^(0;\s*url=)?javascript:(\/\/%0a)?alert/i.test(value))
        return true;
    }
  return false;
}

/**
 * A payload shown unescaped in a page. Markup (`<`) written as typed anywhere, inline data included
 * (Next writes `<` there as `\u003c`, React as `&lt;`); quotes that break out of an attribute, or a
 * javascript: URL in a link, source or form target, in the markup outside inline scripts.
 */
export function reflectedUnescaped(html: string, payload: string): boolean {
  if (/<[a-z!/]/i.test(payload) && html.includes(payload)) return true;
  const markup = withoutScripts(html);
  if (/["'][^"'<]*=/.test(payload) && !payload.includes("<") && markup.includes(payload)) return true;
  if (/javascript:/i.test(payload)) return linksToScript(markup);
  return false;
}

/** A time-based hit: a sleeping payload answered at least as slowly as it asked the database to sleep. */
export const isSlow = (payload: string, ms: number) => /pg_sleep/i.test(payload) && ms >= SLEEP_SECONDS * 1000 - 500;
