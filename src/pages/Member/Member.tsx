import { Card, Flex, Segmented } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/Button';
import { MemberCard } from '../../components/MemberCard';
import { MemberFeed, type MemberFeedItem } from '../../components/MemberFeed';
import { NotFoundState } from '../../components/NotFoundState';
import type { FavouriteKind } from '../../api/favourites';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { diskLabel } from '../../lib/labels';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { memberFeedRequested, memberRequested, useAppDispatch, useAppSelector, type MemberFeed as Feed, type MemberTab } from '../../store';
import { alias, spacing, typeScale } from '../../theme';

const TABS: Array<{ label: string; value: MemberTab }> = [
  { label: '帖子', value: 'articles' },
  { label: '回复', value: 'replies' },
  { label: '分享的资源', value: 'resources' },
];
/** shown only when the member made their favourites public (or to the member) */
const FAVOURITES_TAB = { label: '收藏', value: 'favourites' as const };
const FAV_KINDS: Array<{ label: string; value: FavouriteKind }> = [
  { label: '帖子', value: 'article' },
  { label: '资源', value: 'resource' },
];
const EMPTY: Record<Exclude<MemberTab, 'favourites'>, string> = { articles: '还没有发过帖子', replies: '还没有回复', resources: '还没有分享资源' };
const EMPTY_FAVOURITES: Record<FavouriteKind, string> = { article: '还没有收藏帖子', resource: '还没有收藏资源' };

const MISSING_LINKS = [
  { label: '返回论坛', href: '#/main/bbs/list' },
  { label: '回到首页', href: '#/' },
];

/** The feed's rows as the list shows them. */
function feedItems(feed: Feed | null): MemberFeedItem[] {
  if (!feed) return [];
  if (feed.tab === 'articles') {
    return feed.list.map((a) => ({
      key: a.id, title: a.title, href: `#/main/bbs/post/${a.id}`, newTab: true, time: a.create_time,
      meta: `${a.views} 次浏览 · ${a.likes} 赞 · ${a.reply_count ?? 0} 回复`,
    }));
  }
  if (feed.tab === 'replies') {
    return feed.list.map((r) => ({
      key: r.id, title: `回复：${r.article_title}`, href: `#/main/bbs/post/${r.article_id}?floor=${r.floor}`, excerpt: r.content, time: r.create_time,
      meta: `第 ${r.floor} 楼`,
    }));
  }
  if (feed.tab === 'favourites') {
    return feed.list.map((f) => {
      const what = f.kind === 'article' ? '帖子' : '资源';
      return { key: `${f.kind}:${f.id}`, title: f.title || `（无标题的${what}）`, href: f.href, time: f.create_time, meta: `收藏的${what}` };
    });
  }
  return feed.list.map((r) => ({ key: r.id, title: r.title, href: `#/main/detail/${r.id}`, time: r.create_time, meta: `${diskLabel(r.disk_type)} · ${r.views} 次浏览` }));
}

/**
 * /main/user/{id}[?tab=replies|resources|favourites&kind=resource&page=N] — a member's page (issue 33).
 * The 收藏 tab is there only when the member made their favourites public (修改资料), or for the
 * member themself (marked 仅自己可见); a link to a hidden one shows the posts instead.
 */
export default function Member() {
  const id = Number.parseInt(useParams<{ id: string }>().id ?? '', 10) || 0;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const member = useAppSelector((s) => s.community.member);
  const tabParam = search.get('tab');
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const profile = member.id === id ? member.profile : null;
  const viewerId = useAppSelector((s) => (s.user.token ? s.user.info.id : 0));
  const own = viewerId > 0 && viewerId === id;
  const showFavourites = own || !!profile?.favourites_public;
  const wanted: MemberTab = tabParam === 'replies' || tabParam === 'resources' || tabParam === 'favourites' ? tabParam : 'articles';
  // 收藏 waits for the profile (is it public?); a hidden one falls back to the posts
  const tab: MemberTab = wanted === 'favourites' && profile && !showFavourites ? 'articles' : wanted;
  const kind: FavouriteKind = search.get('kind') === 'resource' ? 'resource' : 'article';
  const feedKind = tab === 'favourites' ? kind : undefined;
  const waitForProfile = tab === 'favourites' && !profile && !own;

  useEffect(() => {
    if (id > 0) dispatch(memberRequested({ id }));
  }, [dispatch, id]);
  useEffect(() => {
    if (id > 0 && !waitForProfile) dispatch(memberFeedRequested({ id, tab, page, kind: feedKind }));
  }, [dispatch, id, tab, page, feedKind, waitForProfile]);
  useDocumentTitle(profile ? `${profile.username}的主页` : '会员主页');

  const missing = id <= 0 || (member.id === id && !member.loading && member.error === '用户不存在');
  if (missing) return <NotFoundState title="会员不存在或已注销" links={MISSING_LINKS} />;

  const go = (next: MemberTab, p = 1, k: FavouriteKind = 'article') =>
    navigate(`/main/user/${id}${next === 'articles' && p === 1 ? '' : `?tab=${next}${next === 'favourites' && k !== 'article' ? `&kind=${k}` : ''}${p > 1 ? `&page=${p}` : ''}`}`);
  const feedReady = member.id === id && member.feedTab === tab && (tab !== 'favourites' || (member.feed?.tab === 'favourites' && member.feed.kind === kind));
  const tabs = showFavourites ? [...TABS, FAVOURITES_TAB] : TABS;
  // the kind of favourites sits above the list, not in the card's header: a phone has no room beside four tabs
  const favouriteBar =
    tab === 'favourites' ? (
      <Flex align="center" justify="space-between" gap={spacing.xs} wrap style={{ marginBottom: spacing.xs }}>
        <Segmented<FavouriteKind> size="small" aria-label="收藏类型" value={kind} onChange={(k) => go('favourites', 1, k)} options={FAV_KINDS} />
        {own && !profile?.favourites_public ? (
          <a href="#/profile/update" style={{ ...typeScale.caption, color: alias.mutedText }}>仅自己可见</a>
        ) : null}
      </Flex>
    ) : null;
  return (
    <Flex vertical gap={spacing.md}>
      <MemberCard
        profile={profile}
        loading={member.loading}
        error={member.id === id ? member.error : ''}
        onRetry={() => dispatch(memberRequested({ id }))}
        actions={viewerId > 0 && viewerId !== id ? <LinkButton href={`#/profile/pm/${id}`} size="small">发私信</LinkButton> : undefined}
      />
      <Card
        title={<Segmented<MemberTab> aria-label="会员动态" value={tab} onChange={(v) => go(v)} options={tabs} />}
        extra={tab === 'articles' ? <a href={`#/main/bbs/filter/user/${id}`}>在论坛中查看</a> : null}
      >
        {favouriteBar}
        <MemberFeed
          items={feedReady ? feedItems(member.feed) : []}
          total={feedReady ? member.feedTotal : 0}
          page={page}
          size={DEFAULT_PAGE_SIZE}
          loading={member.feedLoading || !feedReady}
          error={feedReady ? member.feedError : ''}
          emptyText={tab === 'favourites' ? EMPTY_FAVOURITES[kind] : EMPTY[tab]}
          onPageChange={(p) => go(tab, p, kind)}
          onRetry={() => dispatch(memberFeedRequested({ id, tab, page, kind: feedKind }))}
        />
      </Card>
    </Flex>
  );
}
