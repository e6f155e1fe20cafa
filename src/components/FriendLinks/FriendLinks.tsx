import { alias, spacing, typeScale } from '../../theme';
import type { FriendLink } from './types';
import styles from './FriendLinks.module.css';

export type { FriendLink } from './types';

export interface FriendLinksProps {
  links: readonly FriendLink[];
  /** Heading shown before the list; an empty string hides it. */
  title?: string;
  /** light: on white/page background; dark: inside the footer. */
  tone?: 'light' | 'dark';
  /** Shown when there are no links; by default nothing renders. */
  emptyText?: string;
}

/** Only http(s) links are rendered: the list comes from an admin-edited setting. */
export function isSafeLink(link: FriendLink): boolean {
  if (!link || typeof link.name !== 'string' || !link.name.trim()) return false;
  try {
    const url = new URL(link.url);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Friend links; each opens in a new tab with rel="noopener noreferrer". */
export function FriendLinks({ links, title = '友情链接', tone = 'light', emptyText }: FriendLinksProps) {
  const safe = links.filter(isSafeLink);
  const textColor = tone === 'dark' ? alias.footerText : alias.mutedText;
  const linkColor = tone === 'dark' ? alias.footerLink : alias.link;

  if (safe.length === 0) {
    return emptyText ? <p style={{ margin: 0, color: textColor, ...typeScale.body }}>{emptyText}</p> : null;
  }

  return (
    <nav aria-label={title || '友情链接'} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: spacing.xs, ...typeScale.body }}>
      {title ? <span style={{ color: textColor }}>{title}：</span> : null}
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: `${spacing.xxs}px ${spacing.md}px`, margin: 0, padding: 0, listStyle: 'none' }}>
        {safe.map((link) => (
          <li key={`${link.name}|${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link} style={{ color: linkColor }}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
