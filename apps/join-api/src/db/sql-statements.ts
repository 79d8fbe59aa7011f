// Splits a migration's SQL into statements the way PostgreSQL reads it: a semicolon ends a
// statement only outside quoted strings ('...', E'...'), quoted identifiers ("..."),
// dollar-quoted bodies ($$...$$, $tag$...$tag$) and comments (-- to the end of the line,
// /* ... */ nested). Comments are kept inside the statement they belong to; a piece holding
// nothing but comments and blanks is dropped.

const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  let meaningful = false;
  const push = (end: number) => {
    const text = sql.slice(start, end).trim();
    if (meaningful && text) out.push(text);
    meaningful = false;
  };
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (c === '/' && next === '*') {
      i = skipBlockComment(sql, i);
      continue;
    }
    if (c === ';') {
      push(i);
      start = i + 1;
      i++;
      continue;
    }
    if (!/\s/.test(c)) meaningful = true;
    if (c === "'") {
      // E'...' strings take backslash escapes; standard strings only the doubled quote.
      const escapes =
        i > 0 && (sql[i - 1] === 'E' || sql[i - 1] === 'e') && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? '');
      i = skipQuoted(sql, i, "'", escapes);
      continue;
    }
    if (c === '"') {
      i = skipQuoted(sql, i, '"', false);
      continue;
    }
    if (c === '$' && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        if (end === -1) throw new Error(`Unterminated dollar-quoted string ${tag} in migration SQL`);
        i = end + tag.length;
        continue;
      }
    }
    i++;
  }
  push(sql.length);
  return out;
}

function skipQuoted(sql: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  throw new Error(`Unterminated ${quote === "'" ? 'string' : 'quoted identifier'} in migration SQL`);
}

function skipBlockComment(sql: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth++;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  throw new Error('Unterminated /* comment in migration SQL');
}
