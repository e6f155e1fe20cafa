import { useEffect } from 'react';

export const SITE_NAME = 'ujuso';
/** The title of index.html: shown on the landing page and while a page has no title of its own. */
export const SITE_TITLE = 'ujuso 网盘资源搜索社区';

/** `资源搜索` → `资源搜索 - ujuso`; no title → the site title. */
export function formatDocumentTitle(title?: string | null): string {
  const t = title?.trim();
  return t ? `${t} - ${SITE_NAME}` : SITE_TITLE;
}

/**
 * The page's `document.title` (issue 14) while the page is shown — `资源搜索 - ujuso`, the
 * article's title on a post, … — and the title that was there before once the page is left.
 * A title that arrives later (an article still loading) simply updates it.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = formatDocumentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
