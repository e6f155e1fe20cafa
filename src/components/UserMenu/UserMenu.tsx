import { BellOutlined, CrownOutlined, DownOutlined, WalletOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { alias, fontWeights, radii, spacing, typeScale } from '../../theme';
import { UserAvatar } from '../UserAvatar';
import type { UserMenuUser } from './types';

export type { UserMenuUser } from './types';

export interface UserMenuProps {
  /** Logged out when absent or id ≤ 0. */
  user?: UserMenuUser | null;
  /** VIP status (vip_expired later than now), computed by the store. */
  isVip?: boolean;
  /** Adds 管理后台 to the menu. */
  isAdmin?: boolean;
  onLogout: () => void;
  /** Phone layout: only avatar + badge inline, balance and VIP inside the menu. */
  compact?: boolean;
  loginHref?: string;
  registerHref?: string;
}

/** Profile pages linked from the menu. */
export const USER_MENU_LINKS = [
  { key: 'profile', label: '个人中心', href: '#/profile' },
  { key: 'articles', label: '我的文章', href: '#/profile/articles/1' },
  { key: 'msg', label: '消息', href: '#/profile/msg' },
  { key: 'orders', label: '订单', href: '#/profile/orders' },
  { key: 'coin', label: '金币明细', href: '#/profile/coin' },
  { key: 'classify', label: '我的分享', href: '#/profile/classify' },
  { key: 'subscribe', label: '关键词订阅', href: '#/profile/subscribe' },
  { key: 'sign', label: '每日签到', href: '#/main/bbs/sign' },
  { key: 'update', label: '修改资料', href: '#/profile/update' },
] as const;

/** Shown to admins only, in the user menu and on the profile page. */
export const ADMIN_LINK = { key: 'admin', label: '管理后台', href: '#/admin' } as const;

/** The menu links for this user: the profile pages, plus 管理后台 for admins. */
export function userMenuLinks(isAdmin: boolean): ReadonlyArray<{ key: string; label: string; href: string }> {
  return isAdmin ? [...USER_MENU_LINKS, ADMIN_LINK] : USER_MENU_LINKS;
}

/** '2026-05-01 00:00:00' → '2026年5月1日' (zh-CN). */
export function formatVipExpiry(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.locale('zh-cn').format('YYYY年M月D日') : value;
}

const coinFormat = new Intl.NumberFormat('zh-CN');

function VipBadge({ expired }: { expired?: string | null }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: spacing.xxs,
        padding: `0 ${spacing.xs}px`,
        borderRadius: radii.pill,
        background: alias.vipGoldBg,
        color: alias.vipGold,
        fontWeight: fontWeights.strong,
        whiteSpace: 'nowrap',
        ...typeScale.caption,
      }}
    >
      <CrownOutlined aria-hidden />
      VIP
      {expired ? <span style={{ fontWeight: fontWeights.regular }}>{formatVipExpiry(expired)}到期</span> : null}
    </span>
  );
}

export function UserMenu({
  user,
  isVip = false,
  isAdmin = false,
  onLogout,
  compact = false,
  loginHref = '#/login',
  registerHref = '#/register',
}: UserMenuProps) {
  if (!user || user.id <= 0) {
    return (
      <div style={{ display: 'flex', gap: spacing.xs }}>
        <Button href={loginHref}>登录</Button>
        <Button type="primary" href={registerHref}>
          注册
        </Button>
      </div>
    );
  }

  const unread = Math.max(0, user.unread_msg_count || 0);
  // The accessible name must contain the visible badge text (axe label-content-name-mismatch).
  const unreadShown = unread > 99 ? '99+' : String(unread);
  const coins = `${coinFormat.format(user.coin)} 金币`;
  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'summary',
            type: 'group' as const,
            label: (
              <span style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.xs, alignItems: 'center', color: alias.mutedText }}>
                <span>{coins}</span>
                {isVip ? <VipBadge expired={user.vip_expired} /> : null}
              </span>
            ),
          },
        ]
      : []),
    ...userMenuLinks(isAdmin).map((link) => ({
      key: link.key,
      label: (
        <a href={link.href}>
          {link.label}
          {link.key === 'msg' && unread > 0 ? `（${unread} 条未读）` : ''}
        </a>
      ),
    })),
    { type: 'divider' as const },
    { key: 'logout', label: '退出登录', danger: true, onClick: onLogout },
  ];

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: compact ? spacing.xs : spacing.md }}>
      {!compact ? (
        <>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xxs, color: alias.text, whiteSpace: 'nowrap' }}>
            <WalletOutlined aria-hidden style={{ color: alias.vipGold }} />
            {coins}
          </span>
          {isVip ? <VipBadge expired={user.vip_expired} /> : null}
        </>
      ) : null}
      <a
        href="#/profile/msg"
        aria-label={unread > 0 ? `消息，${unreadShown} 条未读` : '消息'}
        style={{ display: 'inline-flex', padding: spacing.xxs, color: alias.text, fontSize: 18 }}
      >
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined aria-hidden style={{ fontSize: 18, color: alias.text }} />
        </Badge>
      </a>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xs, paddingInline: spacing.xs }}>
          <span aria-hidden style={{ display: 'inline-flex' }}>
            <UserAvatar size="small" avatar={user.avatar ?? ''} username={user.username} />
          </span>
          <span style={{ maxWidth: compact ? 72 : 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user.username}
          </span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </div>
  );
}
