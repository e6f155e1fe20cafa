import { FriendLinks, type FriendLink } from '../FriendLinks';
import { currentYear } from '../../lib/format';
import styles from './SiteFooter.module.css';
import { alias, contentMaxWidth, spacing, typeScale } from '../../theme';

export interface SiteFooterProps {
  friendLinks?: readonly FriendLink[];
  siteName?: string;
  /** Copyright year; defaults to the current year. */
  year?: number;
  /** Line under the copyright (e.g. a disclaimer). */
  disclaimer?: string;
}

/** Our own pages, linked from every footer (issue 30: the footer no longer leads only off-site). */
export const FOOTER_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '#/main/index', label: '资源搜索' },
  { href: '#/main/latest', label: '最新收录' },
  { href: '#/main/hot', label: '热门资源' },
  { href: '#/main/list', label: '分类浏览' },
  { href: '#/main/bbs/list', label: '论坛' },
  { href: '#/main/share', label: '分享资源' },
  { href: '#/main/game', label: '游戏' },
];

export const FOOTER_DISCLAIMER = '本站仅收录网友分享的网盘链接，不存储任何文件；如有侵权请联系我们删除。';

export function SiteFooter({
  friendLinks = [],
  siteName = 'ujuso 优聚搜',
  year = currentYear(),
  disclaimer = FOOTER_DISCLAIMER,
}: SiteFooterProps) {
  return (
    <footer style={{ background: alias.footerBg, color: alias.footerText, padding: `${spacing.lg}px ${spacing.md}px`, ...typeScale.body }}>
      <div style={{ maxWidth: contentMaxWidth, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
        <nav aria-label="站内链接" className={styles.links}>
          {FOOTER_LINKS.map((l) => (
            <a key={l.href} href={l.href} className={styles.link}>
              {l.label}
            </a>
          ))}
        </nav>
        <FriendLinks links={friendLinks} tone="dark" />
        <p style={{ margin: 0 }}>
          © {year} {siteName} · 网盘资源搜索社区
        </p>
        {disclaimer ? <p style={{ margin: 0, ...typeScale.caption }}>{disclaimer}</p> : null}
      </div>
    </footer>
  );
}
