/**
 * The static first paint's parts (src/paint/fragments.ts, ADR 0031 decision 29): what a condition
 * adds to React's markup is found by comparing two renders and marked with comments; the
 * difference is moved to whole elements, and anything the build cannot place for sure fails it.
 */
import { describe, expect, it } from 'vitest';
import { addedRun, isBalanced, markParts } from '../../src/paint/fragments';

describe('isBalanced', () => {
  it('accepts whole elements, void and self-closed tags, and refuses cut ones', () => {
    expect(isBalanced('<li><a href="#/x">优惠</a></li>')).toBe(true);
    expect(isBalanced('<div><input type="text"/><svg><path d="M0"></path></svg></div><br>')).toBe(true);
    expect(isBalanced('<li><a>优惠</a>')).toBe(false);
    expect(isBalanced('</li><li>')).toBe(false);
    expect(isBalanced('a</li><li>')).toBe(false);
    expect(isBalanced('文字')).toBe(false);
  });
});

describe('addedRun', () => {
  it('finds an element added in the middle', () => {
    const full = '<ul><li>a</li><li>b</li><li>优惠</li></ul>';
    const without = '<ul><li>a</li><li>b</li></ul>';
    const { start, end } = addedRun(full, without);
    expect(full.slice(start, end)).toBe('<li>优惠</li>');
    expect(full.slice(0, start) + full.slice(end)).toBe(without);
  });

  it('moves an ambiguous difference to whole elements', () => {
    // the shortest difference of two siblings less the first one is `a</i><i>`
    const full = '<i>a</i><i>b</i>';
    const without = '<i>b</i>';
    const { start, end } = addedRun(full, without);
    expect(full.slice(start, end)).toBe('<i>a</i>');
    expect(full.slice(0, start) + full.slice(end)).toBe(without);
  });

  it('moves to whole elements when the texts share a prefix', () => {
    const full = '<div class="a"><section><p>x</p></section></div><div class="a"></div>';
    const without = '<div class="a"></div>';
    const { start, end } = addedRun(full, without);
    expect(isBalanced(full.slice(start, end))).toBe(true);
    expect(full.slice(0, start) + full.slice(end)).toBe(without);
  });

  it('refuses two differences and a render that is not shorter', () => {
    expect(() => addedRun('<a>1</a><b>2</b><c>3</c>', '<a>1</a><c>4</c>')).toThrow('不止一处');
    expect(() => addedRun('<a></a>', '<a></a>')).toThrow('并不更短');
  });
});

describe('markParts', () => {
  it('wraps nested and adjacent parts in comments that keep the markup', () => {
    const html = '<main><div><section>公告</section></div><ul><li>优惠</li></ul></main>';
    const outer = { name: 'notice', start: html.indexOf('<div>'), end: html.indexOf('<ul>') };
    const inner = { name: 'noticeBar', start: html.indexOf('<section>'), end: html.indexOf('</div>') };
    const li = { name: 'taoke', start: html.indexOf('<li>'), end: html.indexOf('</ul>') };
    const marked = markParts(html, [li, inner, outer]);
    expect(marked).toBe(
      '<main><!--p:notice--><div><!--p:noticeBar--><section>公告</section><!--/p:noticeBar--></div><!--/p:notice--><ul><!--p:taoke--><li>优惠</li><!--/p:taoke--></ul></main>',
    );
    expect(marked.replace(/<!--[^>]*-->/g, '')).toBe(html);
  });

  it('orders an end before a start at the same place', () => {
    const html = '<p>a</p><p>b</p>';
    const marked = markParts(html, [
      { name: 'b', start: 8, end: 16 },
      { name: 'a', start: 0, end: 8 },
    ]);
    expect(marked).toBe('<!--p:a--><p>a</p><!--/p:a--><!--p:b--><p>b</p><!--/p:b-->');
  });

  it('refuses parts that cross', () => {
    expect(() =>
      markParts('<a></a><b></b><c></c>', [
        { name: 'x', start: 0, end: 14 },
        { name: 'y', start: 7, end: 21 },
      ]),
    ).toThrow('交叉');
  });
});
