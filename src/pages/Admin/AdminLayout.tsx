import {
  AlertOutlined,
  AuditOutlined, DashboardOutlined, FileTextOutlined, FireOutlined, GiftOutlined, HomeOutlined, KeyOutlined, SettingOutlined,
  ShareAltOutlined, StopOutlined, TagsOutlined, TeamOutlined, ToolOutlined, AppstoreOutlined, UserAddOutlined, TrophyOutlined, ShoppingOutlined,
  VideoCameraOutlined, CloudDownloadOutlined,
} from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { ConfigProvider, Grid } from 'antd';
import styles from './AdminLayout.module.css';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { LazyFallback } from '../../components/LazyFallback';
import { SITE_NAME } from '../../config';
import { useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The admin menu: every /admin page (spec §1), in Chinese. */
export const ADMIN_MENU = [
  { path: '/admin/dashboard', name: '仪表盘', icon: <DashboardOutlined /> },
  { path: '/admin/user', name: '用户管理', icon: <TeamOutlined /> },
  { path: '/admin/article', name: '文章管理', icon: <FileTextOutlined /> },
  { path: '/admin/shareUnion', name: '分享审核与资源', icon: <ShareAltOutlined /> },
  { path: '/admin/webSetting', name: '站点设置', icon: <SettingOutlined /> },
  { path: '/admin/config', name: '奖励与价格配置', icon: <ToolOutlined /> },
  { path: '/admin/bbsCate', name: '论坛分类', icon: <TagsOutlined /> },
  { path: '/admin/netdiskCate', name: '资源分类', icon: <AppstoreOutlined /> },
  { path: '/admin/hotkey', name: '热门搜索词', icon: <FireOutlined /> },
  { path: '/admin/bankey', name: '违禁词', icon: <StopOutlined /> },
  { path: '/admin/cdKey', name: '卡密', icon: <KeyOutlined /> },
  { path: '/admin/inviteCode', name: '邀请码', icon: <UserAddOutlined /> },
  { path: '/admin/audit', name: '操作日志', icon: <AuditOutlined /> },
  { path: '/admin/pvpGame', name: '对战游戏', icon: <TrophyOutlined /> },
  { path: '/admin/taoke', name: '淘客商品', icon: <ShoppingOutlined /> },
  { path: '/admin/movie', name: '精选影视', icon: <VideoCameraOutlined /> },
  { path: '/admin/source', name: '资源来源', icon: <CloudDownloadOutlined /> },
  { path: '/admin/report', name: '举报处理', icon: <AlertOutlined /> },
] as const;

/** /admin frame: ProLayout with the admin menu, the signed-in admin's name and a link back to the site. */
export default function AdminLayout() {
  const location = useLocation();
  const username = useAppSelector((s) => s.user.username);
  const phone = Grid.useBreakpoint().md === false;
  // The menu's open state is ours, not ProLayout's: on a phone its menu is a drawer that ProLayout
  // left open after a pick and opened again on every load (its breakpoint is unknown on the first
  // render, so it started expanded). Closed on a phone until asked for, closed again on every
  // page change (issue 30).
  const [collapsed, setCollapsed] = useState(true);
  useEffect(() => {
    // closing the drawer is the reaction to a route change made elsewhere (back button, a link)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (phone) setCollapsed(true);
  }, [phone, location.pathname]);
  const pathname = location.pathname === '/admin' || location.pathname === '/admin/' ? '/admin/dashboard' : location.pathname;
  useDocumentTitle(`${ADMIN_MENU.find((m) => m.path === pathname)?.name ?? '仪表盘'} - 管理后台`);
  // A table that scrolls sideways (phones) must be reachable by keyboard: its scroll box takes
  // focus (WCAG 2.1.1; axe scrollable-region-focusable). antd renders the box itself, so it is
  // marked whenever tables appear.
  useEffect(() => {
    const mark = () =>
      document.querySelectorAll<HTMLElement>('.ant-table-content').forEach((el) => {
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
      });
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  // antd's own texts inside ProTable (empty state, pagination size changer) come from the nearest
  // ConfigProvider locale. The CommonJS entry `antd/locale/zh_CN` did not reach them under Vite
  // (tables showed "10 / page"); the ES module build of the same locale does. Set it once here.
  return (
    <ConfigProvider locale={zhCN}>
      <ProLayout
        title={`${SITE_NAME} 管理后台`}
        logo={<GiftOutlined aria-hidden />}
        layout="side"
        fixSiderbar
        collapsed={phone ? collapsed : undefined}
        onCollapse={phone ? setCollapsed : undefined}
        location={{ pathname }}
        route={{ path: '/admin', routes: ADMIN_MENU.map((m) => ({ ...m })) }}
        menuItemRender={(item, dom) => (item.path ? <Link to={item.path} onClick={() => phone && setCollapsed(true)}>{dom}</Link> : dom)}
        avatarProps={{ title: username || '管理员', size: 'small', alt: '管理员头像' }}
        actionsRender={() => [
          <Link key="home" to="/" style={{ whiteSpace: 'nowrap' }}>
            <HomeOutlined aria-hidden /> 返回网站
          </Link>,
        ]}
        token={{ header: { colorTextMenu: '#1f1f1f' } }}
      >
        <div className={phone ? styles.phone : undefined}>
          <Suspense fallback={<LazyFallback><PageLoading /></LazyFallback>}>
            <Outlet />
          </Suspense>
        </div>
      </ProLayout>
    </ConfigProvider>
  );
}
