import { describe, expect, it } from 'vitest';
import { checkedAgo, validityLabel } from '../../contract/validity';
import { escapeHtml, escapeXml, html, jsonLd, raw } from '../../server/src/seo/html';

describe('the server pages’ escaping template (issue 32)', () => {
  it('escapes every interpolated value for text and both attribute quotes', () => {
    const v = `<img src=x onerror="a('1')"> & </p>`;
    const out = html`<p title="${v}" data-x='${v}'>${v}</p>`.value;
    expect(out).toBe('<p title="&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt; &amp; &lt;/p&gt;" data-x=\'&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt; &amp; &lt;/p&gt;\'>&lt;img src=x onerror=&quot;a(&#39;1&#39;)&quot;&gt; &amp; &lt;/p&gt;</p>');
    const d = new DOMParser().parseFromString(out, 'text/html');
    expect(d.querySelector('p')?.getAttribute('title')).toBe(v);
    expect(d.querySelector('p')?.textContent).toBe(v);
    expect(d.querySelector('img')).toBeNull();
  });

  it('nests templates without escaping them twice; arrays join; null, undefined and false render nothing', () => {
    const items = ['a<b', 'c'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}${0}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li>0</ul>');
    expect(html`${raw('<b>ok</b>')}`.value).toBe('<b>ok</b>');
    expect(escapeHtml('"\'&<>')).toBe('&quot;&#39;&amp;&lt;&gt;');
  });

  it('JSON-LD cannot close its script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!-- \u2028 & >' };
    const out = jsonLd(data).value;
    expect(out.indexOf('</script>')).toBe(out.length - '</script>'.length);
    expect(out).not.toContain('<!--');
    const d = new DOMParser().parseFromString(`<head>${out}</head>`, 'text/html');
    expect(d.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(d.querySelector('script')!.textContent!)).toEqual(data);
  });

  it('XML text: the five escapes, characters XML forbids removed', () => {
    expect(escapeXml(`a&b<c>"d'\u0001\u0008e`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e');
  });
});

describe('the one validity vocabulary (contract/validity.ts)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('speaks as the badge and the server pages do', () => {
    expect(validityLabel('ok', 'ok', ago(2 * 3600_000), now)).toEqual({ text: '已验证有效 · 2 小时前', tone: 'ok', checkedAt: ago(2 * 3600_000) });
    expect(validityLabel('ok', 'bad', ago(1000), now).text).toBe('已失效');
    expect(validityLabel('invalid', undefined, undefined, now).text).toBe('已失效');
    expect(validityLabel('reported', 'ok', ago(1000), now).text).toBe('有人反馈失效');
    expect(validityLabel('ok', '', '', now)).toEqual({ text: '未验证', tone: 'unknown' });
    expect(validityLabel('ok', 'uncertain', ago(1000), now).text).toBe('未验证');
    expect(validityLabel('ok', undefined, undefined, now).text).toBe('有效');
    expect([checkedAgo(ago(30_000), now), checkedAgo(ago(5 * 60_000), now), checkedAgo(ago(3 * 86_400_000), now), checkedAgo('x', now)])
      .toEqual(['刚刚', '5 分钟前', '3 天前', '刚刚']);
  });
});
