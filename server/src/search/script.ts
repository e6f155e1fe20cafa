import { Converter } from 'opencc-js/t2cn';

/**
 * Traditional → simplified Chinese with OpenCC's own dictionaries (opencc-js, the maintained
 * JavaScript port of OpenCC: phrases first, then characters, e.g. 慶餘年 → 庆余年, 乾燥 → 干燥
 * but 乾隆 stays). Search folds titles and queries with it alike (ADR 0028), so a query typed in
 * either script finds titles written in either.
 *
 * Plain ASCII and strings without any character OpenCC would change pass through untouched (the
 * common case: the check is one regular-expression test, ~1 µs for a title).
 */
const convert = Converter({ from: 't', to: 'cn' });

/** Any character outside ASCII: only those can be traditional. */
const NON_ASCII = /[^ -~\t\n\r]/u;

export function toSimplified(s: string): string {
  if (!NON_ASCII.test(s)) return s;
  return convert(s);
}

/** One character's simplified form (for per-character highlighting), memoised by the caller. */
export function charToSimplified(ch: string): string {
  return NON_ASCII.test(ch) ? convert(ch) : ch;
}
