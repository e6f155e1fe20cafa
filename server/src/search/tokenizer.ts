/**
 * Text normalisation and n-gram helpers shared by every search index (resources, forum articles).
 *
 * Search semantics (the contract the property tests check): a query is normalised, split on
 * whitespace into terms, and a document matches when EVERY term is a substring of the
 * document's normalised text. Nothing is a syntax character: quotes, `*`, `:`, `^`, AND/OR/NEAR,
 * parentheses are plain text.
 *
 * How to index another table's text the same way (e.g. forum articles):
 *   1. store `normalizeText(title)` next to the row (for recheck / brute force / PostgreSQL);
 *   2. SQLite: keep an FTS5 table `USING fts5(u, b, t, tokenize='unicode61')` (contentless,
 *      `content='', contentless_delete=1`) and insert `gramColumns(normalized)` with rowid = id;
 *      query with `ftsMatchExpression(queryTerms(q))` and `ORDER BY rowid DESC`;
 *   3. PostgreSQL: keep `title_norm text` with a pg_trgm GIN index (terms of ≥ 3 characters,
 *      `title_norm LIKE '%' || likeEscape(term) || '%'`) and `grams text[]` = `shortGrams(normalized)`
 *      with a GIN index (terms of 1–2 characters, `grams @> ARRAY[term]`).
 * See server/src/search/sqlite-index.ts and postgres-index.ts, and docs/adr/0003-search-index.md.
 */

import { charToSimplified, toSimplified } from './script';

/** Longest query term we index by gram; longer terms use the trigram phrase / pg_trgm. */
export const SHORT_TERM_MAX = 2;

/**
 * NFKC (full-width → half-width, compatibility forms), lower-case, traditional → simplified
 * Chinese (OpenCC, script.ts; issue 28), whitespace (incl. the ideographic space) collapsed to
 * one ASCII space, trimmed. Used for titles and queries alike (title_norm is this form).
 */
export function normalizeText(s: string): string {
  return toSimplified(s.normalize('NFKC').toLowerCase()).replace(/\s+/gu, ' ').trim();
}

/** Code points of a string (a CJK character or an emoji is one unit, as FTS5 counts them). */
export function codePoints(s: string): string[] {
  return Array.from(s);
}

/** Normalised, de-duplicated query terms (split on whitespace), longest first. */
export function queryTerms(query: string): string[] {
  const norm = normalizeText(query);
  if (!norm) return [];
  const terms = [...new Set(norm.split(' '))];
  // A term contained in another term adds nothing: drop it (keeps match expressions short).
  const kept = terms.filter((t) => !terms.some((o) => o !== t && o.includes(t)));
  return kept.sort((a, b) => codePoints(b).length - codePoints(a).length);
}

/** Brute-force reference matcher: every term is a substring of the normalised text. */
export function matchesAllTerms(normalizedText: string, terms: string[]): boolean {
  return terms.every((t) => normalizedText.includes(t));
}

/**
 * Encodes one code point as 4 base-36 characters ([0-9a-z]): a token unicode61 keeps whole,
 * never folds, never treats as punctuation, whatever the original character was.
 */
function encodeChar(ch: string): string {
  return ch.codePointAt(0)!.toString(36).padStart(4, '0');
}

/** The FTS token of a gram (1–3 code points), e.g. "三体" → "0fe80gyb" style alnum token. */
export function gramToken(gram: string): string {
  let out = '';
  for (const ch of gram) out += encodeChar(ch);
  return out;
}

/** Placeholder token keeping trigram positions aligned where a trigram would span a space. */
const GAP = 'z';

/**
 * The three FTS columns of a normalised text:
 *  - u: every unigram (spaces skipped) — answers 1-character terms;
 *  - b: every bigram without a space — answers 2-character terms;
 *  - t: every trigram, one position each (GAP where it spans a space) — a term of n ≥ 3
 *    characters is the phrase of its n−2 consecutive trigrams, i.e. an exact substring match.
 */
export function gramColumns(normalized: string): { u: string; b: string; t: string } {
  const cps = codePoints(normalized);
  const u = new Set<string>();
  const b = new Set<string>();
  const t: string[] = [];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (c !== ' ') u.add(encodeChar(c));
    if (i + 1 < cps.length && c !== ' ' && cps[i + 1] !== ' ') b.add(encodeChar(c) + encodeChar(cps[i + 1]));
    if (i + 2 < cps.length) {
      const tri = cps[i] + cps[i + 1] + cps[i + 2];
      t.push(tri.includes(' ') ? GAP : gramToken(tri));
    }
  }
  return { u: [...u].join(' '), b: [...b].join(' '), t: t.join(' ') };
}

/** Unigrams and bigrams (as plain strings) of a normalised text: PostgreSQL's `grams text[]`. */
export function shortGrams(normalized: string): string[] {
  const cps = codePoints(normalized);
  const out = new Set<string>();
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] === ' ') continue;
    out.add(cps[i]);
    if (i + 1 < cps.length && cps[i + 1] !== ' ') out.add(cps[i] + cps[i + 1]);
  }
  return [...out];
}

/** FTS5 expression for one term (already normalised, no spaces). */
export function ftsTermExpression(term: string): string {
  // No column filters: unigram, bigram and trigram tokens differ in length (4, 8, 12 characters),
  // so a token can only occur in its own column — and FTS5 skips decoding positions per column.
  const cps = codePoints(term);
  if (cps.length <= 2) return `"${gramToken(term)}"`;
  const tris: string[] = [];
  for (let i = 0; i + 2 < cps.length; i++) tris.push(gramToken(cps[i] + cps[i + 1] + cps[i + 2]));
  return `"${tris.join(' ')}"`;
}

/**
 * A term of an index lookup: a plain string (a substring the text must contain), or a group of
 * alternatives (issue 28: 第2季 | 第二季 | s02), each alternative one or more substrings that
 * must all be present. A group is satisfied when any of its alternatives is.
 */
export type MatchTerm = string | string[][];

/** Brute-force reference of one MatchTerm against a normalised text. */
export function matchesTerm(normalizedText: string, term: MatchTerm): boolean {
  if (typeof term === 'string') return normalizedText.includes(term);
  return term.some((alt) => alt.every((p) => normalizedText.includes(p)));
}

/**
 * FTS5 MATCH expression requiring every term (a group: any of its alternatives). Only our own
 * alnum tokens ever reach FTS5, so no user character can be read as query syntax.
 */
export function ftsMatchExpression(terms: MatchTerm[]): string {
  return terms
    .map((t) => {
      if (typeof t === 'string') return `(${ftsTermExpression(t)})`;
      return `(${t.map((alt) => `(${alt.map((p) => `(${ftsTermExpression(p)})`).join(' AND ')})`).join(' OR ')})`;
    })
    .join(' AND ');
}

/** Escapes LIKE wildcards (backslash is the escape character on both dialects with ESCAPE '\'). */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Marks matched terms for highlighting: returns [start, end) UTF-16 ranges into the DISPLAYED
 * title (not the normalised one), merged and sorted. Works character by character so that
 * full-width/half-width and case differences still highlight the right characters.
 */
/**
 * One displayed character in its normalised form (whitespace → ' ', NFKC, lower case). Titles
 * reuse a few thousand characters, and NFKC per character was the largest JS cost of a search
 * page, so the forms are memoised (bounded; cleared when full).
 */
const charForms = new Map<string, string>();
function normalizedChar(ch: string): string {
  let form = charForms.get(ch);
  if (form === undefined) {
    form = /\s/u.test(ch) ? ' ' : charToSimplified(ch.normalize('NFKC').toLowerCase());
    if (charForms.size >= 50_000) charForms.clear();
    charForms.set(ch, form);
  }
  return form;
}

export function highlightRanges(title: string, terms: string[]): Array<[number, number]> {
  if (!terms.length) return [];
  // Map each displayed code point to its normalised form; concatenate, keeping offsets.
  const chars = codePoints(title);
  const starts: number[] = [];
  const normParts: string[] = [];
  let offset = 0;
  for (const ch of chars) {
    starts.push(offset);
    offset += ch.length;
    normParts.push(normalizedChar(ch));
  }
  const ends = chars.map((_, i) => (i + 1 < chars.length ? starts[i + 1] : offset));
  // normalised string with an index from each normalised UTF-16 unit back to the display char
  let norm = '';
  const owner: number[] = [];
  normParts.forEach((p, i) => {
    norm += p;
    for (let k = 0; k < p.length; k++) owner.push(i);
  });
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    if (!term) continue;
    let from = 0;
    for (;;) {
      const at = norm.indexOf(term, from);
      if (at < 0) break;
      ranges.push([starts[owner[at]], ends[owner[at + term.length - 1]]]);
      from = at + 1;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
