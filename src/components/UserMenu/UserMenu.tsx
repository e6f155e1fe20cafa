import { BellOutlined, CrownOutlined, DownOutlined, WalletOutlined } from '@ant-design/icons';
import { formatCoin, formatDate } from '../../lib/format';
import { Badge } from '../Badge';
import { LinkButton } from '../Button';
import { MenuButton } from '../MenuButton';
import { UserAvatar } from '../UserAvatar';
import type { UserMenuUser } from './types';
import styles from './UserMenu.module.css';

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
  { key: 'favourites', label: '我的收藏', href: '#/profile/favourites' },
  { key: 'msg', label: '消息', href: '#/profile/msg' },
  { key: 'orders', label: '订单', href: '#/profile/orders' },
  { key: 'coin', label: '金币明细', href: '#/profile/coin' },
  { key: 'classify', label: '我的分享', href: '#/profile/classify' },
  { key: 'subscribe', label: '关键词订阅', href: '#/profile/subscribe' },
  { key: 'sign', label: '每日签到', href: '#/main/bbs/sign' },
  { key: 'update', label: '修改资料', href: '#/profile/update' },
  // easy to find (issue 30): the block list lives on a tab of 我的文章
  { key: 'blocks', label: '黑名单', href: '#/profile/articles/1?tab=blocks' },
] as const;

/** Shown to admins only, in the user menu and on the profile page. */
export const ADMIN_LINK = { key: 'admin', label: '管理后台', href: '#/admin' } as const;

/** The menu links for this user: the profile pages, plus 管理后台 for admins. */
export function userMenuLinks(isAdmin: boolean): ReadonlyArray<{ key: string; label: string; href: string }> {
  return isAdmin ? [...USER_MENU_LINKS, ADMIN_LINK] : USER_MENU_LINKS;
}

/** '2026-05-01 00:00:00' → '2026年5月1日' (zh-CN, local day); unparsable text is shown as is. */
export function formatVipExpiry(value: string): string {
  return formatDate(value);
}

function VipBadge({ expired }: { expired?: string | null }) {
  return (
    <span className={styles.vip}>
      <CrownOutlined aria-hidden />
      VIP
      {expired ? <span className={styles.vipDate}>{formatVipExpiry(expired)}到期</span> : null}
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
      <div className={`${styles.guest}`}>
        <LinkButton href={loginHref}>登录</LinkButton>
        <LinkButton variant="primary" href={registerHref}>
          注册
        </LinkButton>
      </div>
    );
  }
  return <SignedInMenu user={user} isVip={isVip} isAdmin={isAdmin} onLogout={onLogout} compact={compact} />;
}

function SignedInMenu({ user, isVip, isAdmin, onLogout, compact }: { user: UserMenuUser; isVip: boolean; isAdmin: boolean; onLogout: () => void; compact: boolean }) {
  const unread = Math.max(0, user.unread_msg_count || 0);
  // The accessible name must contain the visible badge text (axe label-content-name-mismatch).
  const unreadShown = unread > 99 ? '99+' : String(unread);
  const coins = `${formatCoin(user.coin)} 金币`;

  return (
    <div className={`${styles.root} ${compact ? styles.compact : ''}`}>
      {!compact ? (
        <>
          <span className={styles.coins}>
            <WalletOutlined aria-hidden className={styles.coinIcon} />
            {coins}
          </span>
          {isVip ? <VipBadge expired={user.vip_expired} /> : null}
        </>
      ) : (
        // on a phone the balance stays in the header too (issue 30), short, linking to 金币明细
        <a href="#/profile/coin" className={styles.coinsCompact} aria-label={`余额 ${coins}`}>
          <WalletOutlined aria-hidden className={styles.coinIcon} />
          {formatCoin(user.coin)}
        </a>
      )}
      <a href="#/profile/msg" className={styles.bell} aria-label={unread > 0 ? `消息，${unreadShown} 条未读` : '消息'}>
        <BellOutlined aria-hidden />
        {unread > 0 ? <Badge className={styles.bellBadge}>{unreadShown}</Badge> : null}
      </a>
      <MenuButton
        className={styles.menuWrap}
        buttonClassName={styles.trigger}
        menuLabel="用户菜单"
        header={
          compact ? (
            <div className={styles.summary}>
              <span>{coins}</span>
              {isVip ? <VipBadge expired={user.vip_expired} /> : null}
            </div>
          ) : null
        }
        items={[
          ...userMenuLinks(isAdmin).map((link) => ({
            key: link.key,
            href: link.href,
            label: `${link.label}${link.key === 'msg' && unread > 0 ? `（${unread} 条未读）` : ''}`,
          })),
          { key: 'divider', separator: true as const },
          { key: 'logout', label: '退出登录', danger: true, onSelect: onLogout },
        ]}
      >
        <span aria-hidden className={styles.avatarBox}>
          <UserAvatar size="small" avatar={user.avatar ?? ''} username={user.username} />
        </span>
        <span className={styles.name}>{user.username}</span>
        <DownOutlined aria-hidden className={styles.caret} />
      </MenuButton>
    </div>
  );
}
