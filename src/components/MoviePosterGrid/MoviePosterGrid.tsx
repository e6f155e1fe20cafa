import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import type { MovieItem } from '../../api/movie';
import { alias } from '../../theme';
import { EmptyState } from '../EmptyState';
import styles from './MoviePosterGrid.module.css';
import { VisuallyHidden } from '../VisuallyHidden';

export interface MoviePosterGridProps {
  list: MovieItem[];
  loading?: boolean;
  error?: string;
  /** a provider notice (stale or built-in list standing in) */
  notice?: string;
  /** show a 豆瓣 link under each card that has one (site setting showMovieSiteLink) */
  showSiteLink?: boolean;
  /** a card was clicked: run our resource search with item.search_kw */
  onSelect?: (item: MovieItem) => void;
  onRetry?: () => void;
  emptyText?: string;
}

/**
 * Palettes of the drawn poster for titles without a cover (the built-in lists have none): a deep
 * colour, a second one the gradient runs to, and the accent of the rule above the title. Picked by
 * the title, so a title keeps its poster.
 */
const PALETTES: Array<[string, string, string]> = [
  ['#0b2a5b', '#1d5fbf', '#69b1ff'],
  ['#3a0f5c', '#7b2fbf', '#d3adf7'],
  ['#07393c', '#0f7b7f', '#87e8de'],
  ['#5c1206', '#b8320f', '#ffbb96'],
  ['#163d0b', '#3f7d1a', '#b7eb8f'],
  ['#4a2a00', '#a86400', '#ffd666'],
  ['#5a0a35', '#c21d72', '#ffadd2'],
  ['#14214f', '#3548b8', '#adc6ff'],
];
export function posterPalette(title: string): [string, string, string] {
  let h = 0;
  for (const ch of title) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTES[h % PALETTES.length];
}

/** Title size class by length, so a two-character title fills the poster and a long one still fits. */
function titleSize(title: string): string {
  const n = Array.from(title).length;
  return n <= 4 ? styles.drawnTitleXl : n <= 8 ? styles.drawnTitleL : styles.drawnTitleM;
}

/** A designed poster drawn from the title: gradient, a large faint first character, the title set at the foot with its year. */
function DrawnPoster({ item }: { item: MovieItem }) {
  const [deep, bright, accent] = posterPalette(item.title);
  const first = Array.from(item.title.replace(/^[\s《「]+/, ''))[0] ?? '';
  return (
    <span className={styles.drawn} style={{ background: `linear-gradient(160deg, ${bright} 0%, ${deep} 72%)` }} aria-hidden>
      <span className={styles.drawnMark}>{first}</span>
      <span className={styles.drawnFoot}>
        <span className={styles.drawnRule} style={{ background: accent }} />
        <span className={`${styles.drawnTitle} ${titleSize(item.title)}`}>{item.title}</span>
        {item.year ? <span className={styles.drawnYear}>{item.year}</span> : null}
      </span>
    </span>
  );
}

function Poster({ item, showSiteLink, onSelect }: { item: MovieItem; showSiteLink: boolean; onSelect?: (item: MovieItem) => void }) {
  const [broken, setBroken] = useState(false);
  const sub = [item.year, item.episodes_info].filter(Boolean).join(' · ');
  return (
    <li className={styles.item}>
      <button type="button" className={styles.poster} onClick={() => onSelect?.(item)} title={`搜索《${item.title}》的网盘资源`}>
        <span className={styles.frame} aria-hidden>
          {item.cover && !broken ? (
            <img src={item.cover} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
          ) : (
            <DrawnPoster item={item} />
          )}
          {item.rating !== null ? (
            <span className={styles.rating}>
              {item.rating.toFixed(1)}
            </span>
          ) : null}
        </span>
        <span className={styles.title} title={item.title}>
          {item.title}
        </span>
        {sub || item.rating !== null ? (
          <span className={styles.sub}>
            {sub}
            {item.rating !== null ? <VisuallyHidden>{` 评分 ${item.rating.toFixed(1)}`}</VisuallyHidden> : null}
          </span>
        ) : null}
      </button>
      {showSiteLink && item.site_url ? (
        <a href={item.site_url} target="_blank" rel="noopener noreferrer nofollow" style={{ fontSize: 12, color: alias.link }} aria-label={`在豆瓣查看《${item.title}》`}>
          豆瓣
        </a>
      ) : null}
    </li>
  );
}

/**
 * 影视 poster grid (issue 13): fixed 2:3 posters (lazy images, a drawn poster when there is no
 * cover), a rating badge, title and year/episodes; a click runs our own resource search.
 */
export function MoviePosterGrid({ list, loading = false, error = '', notice = '', showSiteLink = false, onSelect, onRetry, emptyText = '这个榜单暂时是空的' }: MoviePosterGridProps) {
  return (
    <section aria-label="影视榜单" aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {notice ? <Alert type="warning" showIcon message={notice} /> : null}
      {loading && list.length === 0 ? (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i} className={styles.item}>
              <span className={styles.frame} />
              <Skeleton active title={false} paragraph={{ rows: 1, width: '80%' }} />
            </li>
          ))}
        </ul>
      ) : error && list.length === 0 ? (
        <EmptyState image="simple" description={`榜单加载失败：${error}`}>
          {onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState image="simple" description={emptyText} />
      ) : (
        <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0, opacity: loading ? 0.6 : 1 }}>
          {list.map((item) => (
            <Poster key={item.id} item={item} showSiteLink={showSiteLink} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </section>
  );
}
