import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/components/MarkdownView/markdown';

/** Issue 33 (ADR 0033b): only our own stored pictures render as <img>, sized by their name. */
const OWN = '/media/0123456789abcdef0123456789abcdef-1200x800.webp';

function parse(md: string): Document {
  return new DOMParser().parseFromString(renderMarkdown(md), 'text/html');
}

describe('pictures in Markdown', () => {
  it('an uploaded picture becomes a lazy <img> with the width and height from its name', () => {
    const img = parse(`看图：\n\n![夕阳](${OWN})`).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(OWN);
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('alt')).toBe('夕阳');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('a picture from elsewhere is never loaded: it is a link (http/https) or its text', () => {
    const doc = parse('![外链](https://evil.example/pixel.gif) ![x](javascript:alert(1)) ![d](data:image/png;base64,AA) ![s](//evil.example/a.png)');
    expect(doc.querySelector('img')).toBeNull();
    const a = doc.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://evil.example/pixel.gif');
    expect(a.textContent).toBe('图片：外链');
    for (const el of doc.querySelectorAll('[href], [src]')) expect(el.getAttribute('href') ?? el.getAttribute('src')).toMatch(/^https:/);
  });

  it('names that only look like ours are refused (other folders, other types, extra parts)', () => {
    for (const src of [
      '/media/0123456789abcdef0123456789abcdef-10x10.svg',
      '/media/../0123456789abcdef0123456789abcdef-10x10.webp',
      '/media/0123456789ABCDEF0123456789ABCDEF-10x10.webp',
      '/media/0123456789abcdef0123456789abcdef-10x10.webp?x=1',
      'https://evil.example/media/0123456789abcdef0123456789abcdef-10x10.webp',
    ]) {
      expect(parse(`![a](${src})`).querySelector('img'), src).toBeNull();
    }
  });

  it('a raw <img> in the text stays text', () => {
    const doc = parse(`<img src="${OWN}" onerror="alert(1)">`);
    expect(doc.querySelector('img')).toBeNull();
  });
});
