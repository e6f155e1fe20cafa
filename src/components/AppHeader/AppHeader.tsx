import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { SiteBrand } from '../SiteBrand';
import { TextInput } from '../TextInput';
import { useIsMobile } from '../../lib/useIsMobile';
import { contentMaxWidth } from '../../theme/tokens';
import styles from './AppHeader.module.css';

/** Show-flags from the site settings that add optional nav items. */
export interface AppHeaderFlags {
  /** not a nav flag: 影视 is always in the nav; this flag shows 豆瓣 links on its cards (issue 13) */
  showMovieSiteLink?: boolean;
  showTaokePage?: boolean;
  showShareUnionDisk?: boolean;
}

export interface NavItem {
  key: string;
  label: string;
  /** Hash href, e.g. '#/main/index', or an external URL. */
  href: string;
  /** Route path prefix that marks this item active (none for external links). */
  match?: string;
  external?: boolean;
}

export interface AppHeaderProps {
  /** Search box value (bound to the search slice by the page). */
  searchValue: string;
  onSearchChange: (value: string) => void;
  /** Called with the trimmed keyword; never for blank input. */
  onSearch: (kw: string) => void;
  /** Leave the header's search box out (pages with their own, e.g. the search page: issue 16). */
  hideSearch?: boolean;
  /** Current route path, e.g. '/main/latest', to highlight the nav item. */
  activePath?: string;
  flags?: AppHeaderFlags;
  /** Where 网盘联盟 points (shown when flags.showShareUnionDisk). */
  shareUnionUrl?: string;
  /** The user area, usually <UserMenu />. */
  userMenu?: ReactNode;
  /** Force the phone layout on/off; by default it follows the viewport (below 768 px). */
  mobile?: boolean;
  siteName?: string;
}

const BASE_ITEMS: NavItem[] = [
  { key: 'index', label: '搜索', href: '#/main/index', match: '/main/index' },
  { key: 'latest', label: '最新', href: '#/main/latest', match: '/main/latest' },
  { key: 'common', label: '免费搜索', href: '#/main/common', match: '/main/common' },
  { key: 'hot', label: '热门', href: '#/main/hot', match: '/main/hot' },
  { key: 'list', label: '分类浏览', href: '#/main/list', match: '/main/list' },
  { key: 'bbs', label: '论坛', href: '#/main/bbs/list', match: '/main/bbs' },
  { key: 'sign', label: '签到', href: '#/main/bbs/sign', match: '/main/bbs/sign' },
  { key: 'game', label: '游戏', href: '#/main/game', match: '/main/game' },
  { key: 'share', label: '分享', href: '#/main/share', match: '/main/share' },
];

/** The nav items for the given flags, in display order. */
export function buildNavItems(flags: AppHeaderFlags = {}, shareUnionUrl = '#/main/share'): NavItem[] {
  const items = [...BASE_ITEMS];
  items.push({ key: 'movie', label: '影视', href: '#/main/movie', match: '/main/movie' });
  if (flags.showTaokePage) items.push({ key: 'taoke', label: '优惠券', href: '#/main/taoke', match: '/main/taoke' });
  if (flags.showShareUnionDisk) {
    items.push({
      key: 'union',
      label: '网盘联盟',
      href: shareUnionUrl,
      external: !shareUnionUrl.startsWith('#'),
    });
  }
  return items;
}

/** The item whose match is the longest prefix of the path (签到 /main/bbs/sign over 论坛 /main/bbs). */
export function activeNavKey(items: NavItem[], activePath?: string): string | undefined {
  if (!activePath) return undefined;
  let best: NavItem | undefined;
  for (const item of items) {
    if (!item.match || !(activePath === item.match || activePath.startsWith(`${item.match}/`))) continue;
    if (!best || item.match.length > best.match!.length) best = item;
  }
  return best?.key;
}

function NavLinks({ items, activePath, vertical, onNavigate }: { items: NavItem[]; activePath?: string; vertical?: boolean; onNavigate?: () => void }) {
  const activeKey = activeNavKey(items, activePath);
  return (
    <ul className={`${styles.navList} ${vertical ? styles.navVertical : ''}`}>
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <li key={item.key}>
            <a
              className={styles.navLink}
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function HeaderSearch({ value, onChange, onSearch, className }: { value: string; onChange: (v: string) => void; onSearch: (kw: string) => void; className?: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kw = value.trim();
    if (kw) onSearch(kw);
  };
  return (
    <form role="search" aria-label="站内搜索" onSubmit={submit} className={`${styles.search} ${className ?? ''}`}>
      <TextInput
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="搜索网盘资源"
        aria-label="搜索关键词"
        enterKeyHint="search"
        maxLength={100}
        autoComplete="off"
      />
      <Button type="submit" variant="primary" iconOnly aria-label="搜索">
        <SearchOutlined aria-hidden />
      </Button>
    </form>
  );
}

/** The /main layout header: brand, search, nav and the user area; a drawer menu on phones. */
export function AppHeader({
  searchValue,
  onSearchChange,
  onSearch,
  activePath,
  flags,
  shareUnionUrl,
  userMenu,
  mobile,
  siteName,
  hideSearch = false,
}: AppHeaderProps) {
  const viewportMobile = useIsMobile();
  const isMobile = mobile ?? viewportMobile;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = buildNavItems(flags, shareUnionUrl);
  const inner: CSSProperties = { maxWidth: contentMaxWidth };

  if (isMobile) {
    return (
      <header className={styles.header}>
        <div className={`${styles.inner} ${styles.mobileColumn}`} style={inner}>
          <div className={styles.mobileRow}>
            <Button variant="text" iconOnly aria-label="打开导航菜单" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              <MenuOutlined aria-hidden />
            </Button>
            <div className={styles.grow}>
              <SiteBrand size="small" href="#/" name={siteName} />
            </div>
            {userMenu}
          </div>
          {hideSearch ? null : <HeaderSearch value={searchValue} onChange={onSearchChange} onSearch={onSearch} />}
        </div>
        <Dialog placement="drawer" title="导航菜单" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <nav aria-label="主导航">
            <NavLinks items={items} activePath={activePath} vertical onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Dialog>
      </header>
    );
  }

  return (
    <header className={styles.header}>
      <div className={`${styles.inner} ${styles.desktopRow}`} style={inner}>
        <SiteBrand size="small" href="#/" name={siteName} />
        {hideSearch ? null : (
          <HeaderSearch value={searchValue} onChange={onSearchChange} onSearch={onSearch} className={styles.searchDesktop} />
        )}
        <div className={styles.userArea}>{userMenu}</div>
      </div>
      <nav aria-label="主导航" className={`${styles.inner} ${styles.navBar}`} style={inner}>
        <NavLinks items={items} activePath={activePath} />
      </nav>
    </header>
  );
}
