/**
 * Issue 14: every page sets its document.title through useDocumentTitle and gives the previous
 * title back when it is left.
 */
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDocumentTitle, SITE_TITLE, useDocumentTitle } from '../../src/lib/useDocumentTitle';

function Page({ title }: { title?: string | null }) {
  useDocumentTitle(title);
  return null;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A tiny render helper on react-dom (the project has no testing-library). */
function render(node: ReactNode) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(node));
  return {
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

afterEach(() => {
  document.title = SITE_TITLE;
});

describe('useDocumentTitle', () => {
  it('formats page titles with the site name, and falls back to the site title', () => {
    expect(formatDocumentTitle('资源搜索')).toBe('资源搜索 - ujuso');
    expect(formatDocumentTitle('  三体 全集  ')).toBe('三体 全集 - ujuso');
    expect(formatDocumentTitle(null)).toBe(SITE_TITLE);
    expect(formatDocumentTitle('')).toBe(SITE_TITLE);
  });

  it('sets the title while the page is shown and restores the previous one on leaving', () => {
    document.title = SITE_TITLE;
    const view = render(<Page title="资源搜索" />);
    expect(document.title).toBe('资源搜索 - ujuso');
    view.unmount();
    expect(document.title).toBe(SITE_TITLE);
  });

  it('follows a title that arrives later (an article loading) and still restores the original', () => {
    document.title = SITE_TITLE;
    let setTitle: (t: string | null) => void = () => undefined;
    function Loader() {
      const [title, set] = useState<string | null>(null);
      setTitle = set;
      return <Page title={title} />;
    }
    const view = render(<Loader />);
    expect(document.title).toBe(SITE_TITLE);
    act(() => setTitle('《三体》读后感'));
    expect(document.title).toBe('《三体》读后感 - ujuso');
    act(() => setTitle('另一篇文章'));
    expect(document.title).toBe('另一篇文章 - ujuso');
    view.unmount();
    expect(document.title).toBe(SITE_TITLE);
  });

  it('page to page: the next page title replaces the first, and leaving both gives the original back', () => {
    document.title = '外部标题';
    function Switcher({ which }: { which: 'a' | 'b' }) {
      return which === 'a' ? <Page key="a" title="论坛" /> : <Page key="b" title="每日签到" />;
    }
    const view = render(<Switcher which="a" />);
    expect(document.title).toBe('论坛 - ujuso');
    view.rerender(<Switcher which="b" />);
    expect(document.title).toBe('每日签到 - ujuso');
    view.unmount();
    expect(document.title).toBe('外部标题');
  });
});
