import { BellOutlined, CrownOutlined, DownOutlined, WalletOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatCoin, formatDate } from '../../lib/format';
import { Badge } from '../Badge';
import { buttonClass, LinkButton } from '../Button';
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
  const [open, setOpen] = useState(false);
  /** Which item takes focus once the menu is drawn. */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    // a press anywhere outside the button and the menu closes it
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? items.length - 1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

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
      <div className={styles.menuWrap} ref={wrapRef}>
        <button
          ref={buttonRef}
          type="button"
          className={buttonClass({ variant: 'text' }, styles.trigger)}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? close(false) : openMenu('first'))}
          onKeyDown={onButtonKeyDown}
        >
          <span aria-hidden className={styles.avatarBox}>
            <UserAvatar size="small" avatar={user.avatar ?? ''} username={user.username} />
          </span>
          <span className={styles.name}>{user.username}</span>
          <DownOutlined aria-hidden className={styles.caret} />
        </button>
        {open ? (
          <div className={styles.popup}>
            {compact ? (
              <div className={styles.summary}>
                <span>{coins}</span>
                {isVip ? <VipBadge expired={user.vip_expired} /> : null}
              </div>
            ) : null}
            <ul ref={menuRef} id={menuId} role="menu" aria-label="用户菜单" className={styles.menu} onKeyDown={onMenuKeyDown}>
              {userMenuLinks(isAdmin).map((link) => (
                <li key={link.key} role="none">
                  <a role="menuitem" tabIndex={-1} className={styles.item} href={link.href} onClick={() => close(false)}>
                    {link.label}
                    {link.key === 'msg' && unread > 0 ? `（${unread} 条未读）` : ''}
                  </a>
                </li>
              ))}
              <li role="separator" className={styles.divider} />
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`${styles.item} ${styles.danger}`}
                  onClick={() => {
                    close(false);
                    onLogout();
                  }}
                >
                  退出登录
                </button>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
