import { Flex, Layout } from 'antd';
import { HeroSearch } from '../../components/HeroSearch';
import { MaintenanceNotice } from '../../components/MaintenanceNotice';
import { NoticeBar } from '../../components/NoticeBar';
import { SiteBrand } from '../../components/SiteBrand';
import { SiteFooter } from '../../components/SiteFooter';
import { UserMenu } from '../../components/UserMenu';
import { logoutRequested, useAppDispatch, useAppSelector } from '../../store';
import { alias, spacing } from '../../theme';
import { useMenuUser, useSearchNavigate } from '../hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * The front landing page '/': site name, a large search box that opens #/main/index?kw=…,
 * the site notice, and friend links in the footer (all from the loaded settings).
 */
export default function Landing() {
  useDocumentTitle(null);
  const dispatch = useAppDispatch();
  const { notice, friend_links, maintain } = useAppSelector((s) => s.setting);
  const { kw } = useAppSelector((s) => s.search);
  const { isVip } = useAppSelector((s) => s.user);
  const user = useMenuUser();
  const search = useSearchNavigate();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', paddingInline: spacing.lg, background: alias.headerBg }}
      >
        <UserMenu user={user} isVip={isVip} onLogout={() => dispatch(logoutRequested())} />
      </Layout.Header>
      <Layout.Content style={{ padding: `${spacing.xxl}px ${spacing.md}px`, background: alias.heroBg }}>
        <Flex vertical align="center" gap={spacing.lg} style={{ maxWidth: 760, margin: '0 auto' }}>
          <MaintenanceNotice maintain={maintain} />
          <SiteBrand size="large" />
          <div style={{ width: '100%' }}>
            <HeroSearch onSearch={search} defaultValue={kw} size="large" />
          </div>
          {notice ? (
            <div style={{ width: '100%' }}>
              <NoticeBar notice={notice} />
            </div>
          ) : null}
        </Flex>
      </Layout.Content>
      <SiteFooter friendLinks={friend_links} />
    </Layout>
  );
}
