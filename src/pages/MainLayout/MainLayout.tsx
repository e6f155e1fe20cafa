import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { MaintenanceNotice } from '../../components/MaintenanceNotice';
import { MobileSiteNotice } from '../../components/MobileSiteNotice';
import { NoticeBar } from '../../components/NoticeBar';
import { PageLoading } from '../../components/PageLoading';
import { LazyFallback } from '../../components/LazyFallback';
import { SiteFooter } from '../../components/SiteFooter';
import { UserMenu } from '../../components/UserMenu';
import { ADMIN_ROLE } from '../../config';
import { useIsMobile } from '../../lib/useIsMobile';
import { logoutRequested, searchActions, useAppDispatch, useAppSelector } from '../../store';
import { contentMaxWidth } from '../../theme/tokens';
import { useMenuUser, useSearchNavigate } from '../hooks';
import { useFocusAfterLogin } from '../loginHooks';
import { PageRoot } from '../../components/PageRoot';
import styles from './MainLayout.module.css';
import '../../components/lightStyles';

/** Pages with their own search box: the header leaves its box out (two boxes stacked on a phone, issue 16). */
const SEARCH_PAGES = ['/main/index', '/main/common'];

/**
 * The /main layout: header (logo, search box bound to the search slice, nav, user menu), the
 * site notice, the maintenance notice when `maintain` is on, the mobile site notice on phones
 * when showMobileSiteNotice is on, the child page, and the footer with friend links.
 * Drawn without antd (issue 14); the child pages bring their own.
 */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const setting = useAppSelector((s) => s.setting);
  const kw = useAppSelector((s) => s.search.kw);
  const isVip = useAppSelector((s) => s.user.isVip);
  const isAdmin = useAppSelector((s) => s.user.role) === ADMIN_ROLE;
  const user = useMenuUser();
  const search = useSearchNavigate();
  const mobile = useIsMobile();
  const [mobileNoticeClosed, setMobileNoticeClosed] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useFocusAfterLogin(mainRef);

  return (
    <PageRoot>
      <AppHeader
        searchValue={kw}
        onSearchChange={(value) => dispatch(searchActions.setKw(value))}
        onSearch={search}
        hideSearch={SEARCH_PAGES.includes(location.pathname)}
        activePath={location.pathname}
        flags={{
          showMovieSiteLink: setting.showMovieSiteLink,
          showTaokePage: setting.showTaokePage,
          showShareUnionDisk: setting.showShareUnionDisk,
        }}
        mobile={mobile}
        userMenu={<UserMenu user={user} isVip={isVip} isAdmin={isAdmin} compact={mobile} onLogout={() => dispatch(logoutRequested())} />}
      />
      <main ref={mainRef} tabIndex={-1} aria-label="页面内容" className={styles.content} style={{ maxWidth: contentMaxWidth }}>
        <div className={styles.notices}>
          {mobile ? (
            <MobileSiteNotice visible={setting.showMobileSiteNotice && !mobileNoticeClosed} onClose={() => setMobileNoticeClosed(true)} />
          ) : null}
          <MaintenanceNotice maintain={setting.maintain} />
          {setting.notice ? <NoticeBar notice={setting.notice} /> : null}
        </div>
        <Suspense fallback={<LazyFallback><PageLoading /></LazyFallback>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter friendLinks={setting.friend_links} />
    </PageRoot>
  );
}
