import type { BbsCategory } from '../../api/articles';
import { alias, radii, spacing, typeScale } from '../../theme';

export interface CategoryTabsProps {
  categories: BbsCategory[];
  /** The active category id; null = 全部. */
  activeId: number | null;
  /** Link of a category (null = all). */
  hrefOf?: (id: number | null) => string;
  showCounts?: boolean;
}

const defaultHref = (id: number | null) => (id === null ? '#/main/bbs/list' : `#/main/bbs/filter/cate/${id}`);

/**
 * The forum's category tabs (全部 + each category), as links so they can be opened or shared.
 * One row that scrolls sideways when it does not fit (never wraps): the categories arrive after
 * the page's first render, and a row that wrapped onto two or three lines then pushed the article
 * list down on phones (Lighthouse layout shift 0.03–0.16 on the forum list, 2026-11-26).
 */
export function CategoryTabs({ categories, activeId, hrefOf = defaultHref, showCounts = true }: CategoryTabsProps) {
  const tabs = [{ id: null as number | null, name: '全部', count: -1 }, ...categories.map((c) => ({ id: c.id as number | null, name: c.name, count: c.count }))];
  return (
    <nav aria-label="文章分类" style={{ minWidth: 0, maxWidth: '100%' }}>
      {/* 2 px inside the scroller keep a focused tab's ring visible */}
      <div style={{ display: 'flex', flexWrap: 'nowrap', gap: spacing.xs, overflowX: 'auto', padding: 2, margin: -2 }}>
        {tabs.map((t) => {
          const active = t.id === activeId;
          return (
            <a
              key={t.id ?? 'all'}
              href={hrefOf(t.id)}
              aria-current={active ? 'page' : undefined}
              style={{
                padding: `${spacing.xxs}px ${spacing.sm}px`,
                borderRadius: radii.pill,
                background: active ? alias.navActiveBg : alias.headerBg,
                color: active ? alias.navActiveText : alias.text,
                border: `1px solid ${active ? alias.navActiveText : alias.navActiveBg}`,
                whiteSpace: 'nowrap',
                flex: 'none',
                ...typeScale.body,
              }}
            >
              {t.name}
              {showCounts && t.count >= 0 ? <span style={{ color: active ? alias.navActiveText : alias.mutedText }}> {t.count}</span> : null}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
