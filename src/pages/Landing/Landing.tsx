import { useEffect, type ReactNode } from 'react';
import { HeroSearch } from '../../components/HeroSearch';
import { MaintenanceNotice } from '../../components/MaintenanceNotice';
import { NoticeBar } from '../../components/NoticeBar';
import { PageRoot } from '../../components/PageRoot';
import { SiteBrand } from '../../components/SiteBrand';
import { SiteFooter } from '../../components/SiteFooter';
import { Skeleton } from '../../components/Skeleton';
import { UserMenu } from '../../components/UserMenu';
import { formatDay } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useIsMobile } from '../../lib/useIsMobile';
import { categoriesRequested, forumListRequested, hotKeywordsRequested, latestRequested, logoutRequested, useAppDispatch, useAppSelector } from '../../store';
import { useMenuUser, useSearchNavigate } from '../hooks';
import { useResourceList } from '../resourceHooks';
import styles from './Landing.module.css';

/** The site's sections, one tap away from the front door (issue 30). */
export function landingSections(flags: { showTaokePage?: boolean }): Array<{ href: string; label: string; hint: string }> {
  return [
    { href: '#/main/index', label: '资源搜索', hint: '全网网盘链接' },
    { href: '#/main/latest', label: '最新收录', hint: '刚分享的资源' },
    { href: '#/main/hot', label: '热门资源', hint: '大家都在看' },
    { href: '#/main/list', label: '分类浏览', hint: '按类别找' },
    { href: '#/main/common', label: '免费搜索', hint: '只看免费' },
    { href: '#/main/bbs/list', label: '论坛', hint: '求资源、聊资源' },
    { href: '#/main/bbs/sign', label: '签到', hint: '每天领金币' },
    { href: '#/main/game', label: '游戏', hint: '金币小游戏' },
    { href: '#/main/movie', label: '影视', hint: '热门片单' },
    ...(flags.showTaokePage ? [{ href: '#/main/taoke', label: '优惠', hint: '精选好物' }] : []),
  ];
}

const LATEST_SIZE = 8;
const FORUM_SIZE = 6;
/** The loading row of 资源分类: pills of two- and three-character names (电影, 纪录片). */
const CAT_SKELETON_WIDTHS = [58, 58, 58, 58, 72, 58, 58];

/** A titled block of links with its loading and empty states. */
function Block({ title, more, loading, empty, children }: { title: string; more: { href: string; label: string }; loading: boolean; empty: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} aria-busy={loading || undefined} className={styles.block}>
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>{title}</h2>
        <a className={styles.more} href={more.href}>
          {more.label}
        </a>
      </div>
      {loading && empty ? (
        <div className={styles.skeletons}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={18} width={`${90 - i * 12}%`} />
          ))}
        </div>
      ) : empty ? (
        <p className={styles.empty}>暂无内容</p>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The front door '/' (issue 30): the search box with hot keywords (an empty 搜索 says what to
 * type), the site's sections one tap away, the resource categories, 最新收录 and the forum's
 * latest posts, the notice; the footer links to our own pages. Drawn with the light primitives
 * (issue 14, 31: the first visit on a phone loads no antd).
 */
export default function Landing() {
  useDocumentTitle(null);
  const dispatch = useAppDispatch();
  const { notice, friend_links, maintain, showTaokePage, showHotKeyWords, showHotSearchKw } = useAppSelector((s) => s.setting);
  const { kw } = useAppSelector((s) => s.search);
  const { isVip } = useAppSelector((s) => s.user);
  const hot = useAppSelector((s) => s.resource.hotKeywords);
  const forum = useAppSelector((s) => s.forum.list);
  const user = useMenuUser();
  const search = useSearchNavigate();
  const mobile = useIsMobile();
  const cats = useResourceList('categories', categoriesRequested());
  const latest = useResourceList('latest', latestRequested({ page: 1, size: LATEST_SIZE }));

  useEffect(() => {
    dispatch(hotKeywordsRequested());
    dispatch(forumListRequested({ kind: 'all', page: 1, size: FORUM_SIZE, withBadges: false }));
  }, [dispatch]);

  const hotWords = [...(showHotKeyWords ? (hot?.pinned ?? []) : []), ...(showHotSearchKw ? (hot?.searched ?? []).map((k) => k.keyword) : [])]
    .filter((w, i, all) => w.trim() && all.indexOf(w) === i)
    .slice(0, 8);
  const latestRows = latest.data?.list ?? [];
  const forumRows = forum.request?.kind === 'all' ? forum.list.slice(0, FORUM_SIZE) : [];
  const categories = cats.data ?? [];

  return (
    <PageRoot>
      <header className={styles.header}>
        <SiteBrand size="small" href="#/" />
        <UserMenu user={user} isVip={isVip} compact={mobile} onLogout={() => dispatch(logoutRequested())} />
      </header>
      <main className={styles.content}>
        <div className={styles.hero}>
          <MaintenanceNotice maintain={maintain} />
          <h1 className={styles.title}>找网盘资源，上优聚搜</h1>
          <p className={styles.lead}>百度网盘、阿里云盘、夸克网盘的分享链接，一搜即得；失效链接自动检测。</p>
          <div className={styles.full}>
            <HeroSearch onSearch={search} defaultValue={kw} size="large" hotKeywords={hotWords} hotKeywordsPending={hot === null && (showHotKeyWords || showHotSearchKw)} />
          </div>
          {notice ? (
            <div className={styles.full}>
              <NoticeBar notice={notice} />
            </div>
          ) : null}
        </div>
        <div className={styles.sections}>
          <nav aria-label="站点栏目" className={styles.sectionNav}>
            <ul className={styles.sectionGrid}>
              {landingSections({ showTaokePage }).map((s) => (
                <li key={s.href}>
                  <a className={styles.section} href={s.href}>
                    <span className={styles.sectionLabel}>{s.label}</span>
                    <span className={styles.sectionHint}>{s.hint}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* one row of the row's final height while the categories load (issue 31.3: they
              arrived after the first paint and pushed 最新收录 down, layout shift 0.023) */}
          {categories.length || cats.loading ? (
            <nav aria-label="资源分类" aria-busy={categories.length ? undefined : true} className={styles.cats}>
              {categories.length
                ? categories.map((c) => (
                    <a key={c.id} className={styles.cat} href={`#/main/list?cat=${c.id}`}>
                      {c.name}
                    </a>
                  ))
                : CAT_SKELETON_WIDTHS.map((w, i) => <Skeleton key={i} width={w} height="var(--uj-cat-height)" className={styles.catSkeleton} />)}
            </nav>
          ) : null}
          <div className={styles.columns}>
            <Block title="最新收录" more={{ href: '#/main/latest', label: '查看更多' }} loading={latest.loading} empty={latestRows.length === 0}>
              <ol className={styles.list}>
                {latestRows.map((r) => (
                  <li key={r.id} className={styles.row}>
                    <a className={styles.rowLink} href={`#/main/detail/${r.id}`}>
                      {r.title}
                    </a>
                    <time className={styles.rowMeta} dateTime={r.create_time}>
                      {formatDay(r.create_time)}
                    </time>
                  </li>
                ))}
              </ol>
            </Block>
            <Block title="论坛最新" more={{ href: '#/main/bbs/list', label: '进入论坛' }} loading={forum.loading} empty={forumRows.length === 0}>
              <ol className={styles.list}>
                {forumRows.map((a) => (
                  <li key={a.id} className={styles.row}>
                    <a className={styles.rowLink} href={`#/main/bbs/post/${a.id}`}>
                      {a.title}
                    </a>
                    <span className={styles.rowMeta}>{a.cate_name}</span>
                  </li>
                ))}
              </ol>
            </Block>
          </div>
        </div>
      </main>
      <SiteFooter friendLinks={friend_links} />
    </PageRoot>
  );
}
