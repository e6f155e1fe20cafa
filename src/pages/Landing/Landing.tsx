import { HeroSearch } from '../../components/HeroSearch';
import { MaintenanceNotice } from '../../components/MaintenanceNotice';
import { NoticeBar } from '../../components/NoticeBar';
import { SiteBrand } from '../../components/SiteBrand';
import { SiteFooter } from '../../components/SiteFooter';
import { UserMenu } from '../../components/UserMenu';
import { useIsMobile } from '../../lib/useIsMobile';
import { logoutRequested, useAppDispatch, useAppSelector } from '../../store';
import { useMenuUser, useSearchNavigate } from '../hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageRoot } from '../../components/PageRoot';
import styles from './Landing.module.css';

/**
 * The front landing page '/': site name, a large search box that opens #/main/index?kw=…,
 * the site notice, and friend links in the footer (all from the loaded settings).
 * Drawn without antd (issue 14: the first visit on a phone loads no antd).
 */
export default function Landing() {
  useDocumentTitle(null);
  const dispatch = useAppDispatch();
  const { notice, friend_links, maintain } = useAppSelector((s) => s.setting);
  const { kw } = useAppSelector((s) => s.search);
  const { isVip } = useAppSelector((s) => s.user);
  const user = useMenuUser();
  const search = useSearchNavigate();
  const mobile = useIsMobile();

  return (
    <PageRoot>
      <header className={styles.header}>
        <UserMenu user={user} isVip={isVip} compact={mobile} onLogout={() => dispatch(logoutRequested())} />
      </header>
      <main className={styles.content}>
        <div className={styles.stack}>
          <MaintenanceNotice maintain={maintain} />
          <SiteBrand size="large" />
          <div className={styles.full}>
            <HeroSearch onSearch={search} defaultValue={kw} size="large" />
          </div>
          {notice ? (
            <div className={styles.full}>
              <NoticeBar notice={notice} />
            </div>
          ) : null}
        </div>
      </main>
      <SiteFooter friendLinks={friend_links} />
    </PageRoot>
  );
}
