import { LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Resource } from '../../api/resources';
import { formatDay } from '../../lib/format';
import { alias, palette, presetTagColors, radii, spacing } from '../../theme';
import { CopyLinkButton } from '../CopyLinkButton';
import { DiskIcon } from '../DiskIcon';
import { HighlightedTitle } from '../HighlightedTitle';
import { ValidityBadge } from '../ValidityBadge';
import { LinkButton } from '../Button';

export interface ResourceCardProps {
  resource: Resource;
  /** Where the title links to (default: the detail page). */
  href?: string;
  /** Extra content at the end of the meta line (e.g. a review status). */
  extra?: ReactNode;
  /** Hide the copy button (e.g. on lists of one's own shares). */
  hideCopy?: boolean;
}

export function formatDate(iso: string): string {
  return formatDay(iso);
}

/** A search result / list row: disk icon, highlighted title, date, size, validity, price, copy. */
export function ResourceCard({ resource: r, href = `#/main/detail/${r.id}`, extra, hideCopy = false }: ResourceCardProps) {
  const priceColors = r.price > 0 ? presetTagColors.gold : presetTagColors.green;
  return (
    <article
      aria-label={r.title}
      style={{
        display: 'flex',
        gap: spacing.sm,
        padding: spacing.sm,
        background: palette.white,
        borderRadius: radii.md,
        border: `1px solid #f0f0f0`,
        alignItems: 'flex-start',
      }}
    >
      <DiskIcon type={r.disk_type} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <a href={href} style={{ fontSize: 16, lineHeight: '24px', color: alias.link, overflowWrap: 'anywhere' }}>
          <HighlightedTitle title={r.title} highlights={r.highlights} />
        </a>
        <div
          style={{
            marginTop: spacing.xxs,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: spacing.sm,
            rowGap: spacing.xxs,
            color: alias.mutedText,
            fontSize: 12,
          }}
        >
          <span>{r.disk_name}</span>
          <time dateTime={r.create_time}>{formatDate(r.create_time)}</time>
          {r.size ? <span>{r.size}</span> : null}
          <span>{r.views} 次浏览</span>
          <ValidityBadge validity={r.validity} checkState={r.check_state} checkedTime={r.checked_time} />
          <span style={{ padding: '0 6px', borderRadius: radii.sm, color: priceColors.text, background: priceColors.bg }}>
            {r.price > 0 ? `${r.price} 金币` : '免费'}
          </span>
          {extra}
        </div>
      </div>
      {hideCopy ? null : (
        <div style={{ flex: 'none' }}>
          {r.url && !r.locked ? (
            <CopyLinkButton url={r.url} pwd={r.pwd} />
          ) : (
            <LinkButton size="small" href={href}>
              <LockOutlined aria-hidden />
              查看链接
            </LinkButton>
          )}
        </div>
      )}
    </article>
  );
}
