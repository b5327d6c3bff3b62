/**
 * Splits SQL text with `$n` placeholders into the literal pieces and the 1-based parameter number of
 * each placeholder, so the text can be rebuilt as a Drizzle `sql` template (which numbers its own
 * parameters) and run inside a Drizzle transaction. A placeholder used twice becomes two parameters
 * with the same value. Quoted literals and dollar-quoted bodies are left alone.
 */
export function splitPlaceholders(text: string): { pieces: string[]; params: number[] } {
  const pieces: string[] = [];
  const params: number[] = [];
  let current = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      const stop = end < 0 ? text.length : end + 1;
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "$") {
      const num = /^\$(\d+)/.exec(text.slice(i));
      if (num) {
        pieces.push(current);
        params.push(Number(num[1]));
        current = "";
        i += num[0].length;
        continue;
      }
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        const stop = end < 0 ? text.length : end + tag[0].length;
        current += text.slice(i, stop);
        i = stop;
        continue;
      }
    }
    current += ch;
    i++;
  }
  pieces.push(current);
  return { pieces, params };
}
