import { describe, expect, it } from 'vitest';
import {
  ftsMatchExpression,
  gramColumns,
  highlightRanges,
  likeEscape,
  matchesAllTerms,
  normalizeText,
  queryTerms,
  shortGrams,
} from '../../server/src/search/tokenizer';

describe('normalizeText', () => {
  it.each([
    ['ＡＢＣ１２３', 'abc123'],
    ['三体　Ｓ０１', '三体 s01'],
    ['  Hello\t\nWorld  ', 'hello world'],
    ['ＰＹＴＨＯＮ 入门', 'python 入门'],
    ['（完整版）', '(完整版)'],
  ])('%s → %s', (input, out) => {
    expect(normalizeText(input)).toBe(out);
  });
});

describe('queryTerms', () => {
  it('splits on whitespace, normalises, drops duplicates and contained terms, longest first', () => {
    expect(queryTerms(' 三体  ＨＤ 三体 ')).toEqual(['三体', 'hd']);
    expect(queryTerms('三 三体')).toEqual(['三体']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('gram columns', () => {
  it('a 5-character title has 5 unigrams, 4 bigrams, 3 trigram positions', () => {
    const c = gramColumns('庆余年第二');
    expect(c.u.split(' ')).toHaveLength(5);
    expect(c.b.split(' ')).toHaveLength(4);
    expect(c.t.split(' ')).toHaveLength(3);
    expect(c.u + c.b + c.t).toMatch(/^[0-9a-z ]+$/);
  });
  it('keeps trigram positions across spaces with a gap token', () => {
    expect(gramColumns('abc de').t.split(' ')).toEqual([expect.stringMatching(/^[0-9a-z]{12}$/), 'z', 'z', 'z']);
  });
  it('shortGrams: unigrams and bigrams without spaces', () => {
    expect(shortGrams('三体 2').sort()).toEqual(['2', '三', '三体', '体'].sort());
  });
  it('match expressions contain only our tokens, whatever the user typed', () => {
    const expr = ftsMatchExpression(queryTerms('" * : ^ AND OR NEAR ( ) \' 三体"'));
    expect(expr).toMatch(/^[()0-9a-z :"ubtAND]+$/);
  });
});

describe('helpers', () => {
  it('matchesAllTerms is every-term substring', () => {
    expect(matchesAllTerms('三体 全集', ['三体', '全'])).toBe(true);
    expect(matchesAllTerms('三体 全集', ['三体全'])).toBe(false);
  });
  it('likeEscape escapes wildcards', () => {
    expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
  it('highlightRanges maps normalised matches back onto the displayed title', () => {
    expect(highlightRanges('Ｐｙｔｈｏｎ入门教程', ['python'])).toEqual([[0, 6]]);
    expect(highlightRanges('三体 三体', ['三体'])).toEqual([[0, 2], [3, 5]]);
    expect(highlightRanges('abcabc', ['bca', 'ab'])).toEqual([[0, 5]]);
  });
});
