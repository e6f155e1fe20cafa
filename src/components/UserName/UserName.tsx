import { useContext, useEffect, type CSSProperties } from 'react';
import { alias, fontWeights, palette, presetTagColors, radii, spacing, typeScale } from '../../theme/tokens';
import { UserAvatar } from '../UserAvatar';
import { NameBadgeContext, useNameBadge, type NameBadge } from './badgeContext';

export interface UserNameProps {
  /** member id; a name with an id links to the member page /main/user/{id} */
  id?: number | null;
  username: string;
  avatar?: string;
  /** show the avatar before the name */
  withAvatar?: boolean;
  /** show the level and titles (default true); the badge comes from `badge` or the app's provider */
  showBadge?: boolean;
  /** the badge to show (stories, pages that already have it) */
  badge?: NameBadge | null;
  /** bold name (reply floors) */
  strong?: boolean;
  style?: CSSProperties;
}

const chip: CSSProperties = {
  display: 'inline-block',
  padding: '0 6px',
  borderRadius: radii.sm,
  ...typeScale.caption,
  fontWeight: fontWeights.medium,
  whiteSpace: 'nowrap',
};

/** The chip with a member's level, e.g. 「Lv.2 初来乍到」. */
export function LevelChip({ level, name }: { level: number; name: string }) {
  return (
    <span aria-label={`等级 ${level} ${name}`} title={`等级 ${level}：${name}`} style={{ ...chip, background: alias.navActiveBg, color: alias.navActiveText }}>
      Lv.{level} {name}
    </span>
  );
}

/** A title (称号, gold) or badge (徽章, purple) an admin granted. */
export function TitleChip({ title, kind }: { title: string; kind: 'title' | 'badge' }) {
  const c = kind === 'badge' ? presetTagColors.purple : { text: palette.goldInk, bg: palette.goldBg };
  return (
    <span aria-label={`${kind === 'badge' ? '徽章' : '称号'} ${title}`} style={{ ...chip, background: c.bg, color: c.text }}>
      {title}
    </span>
  );
}

/**
 * A member's name wherever one appears (forum, replies, rankings, search sharer): a link to their
 * member page, with their level and titles beside it. Without an id (a deleted member, 站长收录)
 * it is plain text.
 */
export function UserName({ id, username, avatar, withAvatar, showBadge = true, badge: given, strong, style }: UserNameProps) {
  const { want } = useContext(NameBadgeContext);
  const badge = useNameBadge(showBadge ? id : null, showBadge ? given : null);
  const name = username || '用户';
  const hasId = !!id && id > 0;
  useEffect(() => {
    if (showBadge && !given && hasId) want(id);
  }, [showBadge, given, hasId, id, want]);
  const label = (
    <>
      {withAvatar ? <UserAvatar username={name} avatar={avatar ?? badge?.avatar} size="small" /> : null}
      <span style={{ wordBreak: 'break-all', fontWeight: strong ? fontWeights.strong : undefined }}>{name}</span>
    </>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: spacing.xxs, minWidth: 0, ...style }}>
      {hasId ? (
        <a href={`#/main/user/${id}`} style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xxs, color: strong ? alias.text : undefined }}>
          {label}
        </a>
      ) : (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xxs }}>{label}</span>
      )}
      {badge ? <LevelChip level={badge.level} name={badge.level_name} /> : null}
      {badge?.titles.map((t) => <TitleChip key={t.title} title={t.title} kind={t.kind} />)}
    </span>
  );
}
