import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ArticleMeta } from '../../components/ArticleMeta';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Confirm } from '../../components/Confirm';
import { DescriptionList } from '../../components/DescriptionList';
import { Skeleton } from '../../components/Skeleton';
import { LazyFallback } from '../../components/LazyFallback';
import { NotFoundState } from '../../components/NotFoundState';
import { LikeReveal } from '../../components/LikeReveal';
import { loadMarkdownRenderer, MarkdownView } from '../../components/MarkdownView';
import { ReplyList } from '../../components/ReplyList';
import { TipButton } from '../../components/TipButton';
import { formatCoin } from '../../lib/format';
import {
  blockRequested,
  forumLikeRequested,
  forumPostRequested,
  forumTipRequested,
  repliesActions,
  repliesRequested,
  replyDeleteRequested,
  replyHideRequested,
  replySubmitted,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { alias, fontWeights, spacing, typeScale } from '../../theme/tokens';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { serverPagePath, serverPageUrl, useCanonical } from '../../lib/useCanonical';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import { FavouriteButton } from '../../components/FavouriteButton';
import { useFavouriteButton } from '../favouriteHooks';
import { ReportContent } from '../contentReport';

// the Markdown renderer is its own chunk (issue 31): start it now, in parallel with the post's data
void loadMarkdownRenderer();

/** The reply editor is antd: a signed-in member gets it as a lazy chunk after the post is drawn. */
const ReplyEditor = lazy(() => import('./ReplyEditorScope'));

const POST_MISSING_LINKS = [
  { label: '返回论坛', href: '#/main/bbs/list' },
  { label: '论坛排行', href: '#/main/bbs/rank' },
  { label: '回到首页', href: '#/' },
];

/**
 * /main/bbs/post/{id}[?floor=N] — the article: rendered Markdown, author, dates, 点赞可见 / 回复可见
 * link, 打赏, statistics, then its replies (楼层, 20 a page; ?floor=N opens and marks that floor)
 * and the reply editor.
 */
export default function BbsPost() {
  const id = Number.parseInt(useParams<{ id: string }>().id ?? '', 10) || 0;
  const dispatch = useAppDispatch();
  const post = useAppSelector((s) => s.forum.post);
  const { token, info } = useAppSelector((s) => s.user);
  const loggedIn = !!token;
  const [search] = useSearchParams();
  const floor = Number.parseInt(search.get('floor') ?? '', 10) || undefined;
  const thread = useAppSelector((s) => s.replies.thread);
  const editor = useAppSelector((s) => s.replies.editor);
  const busyId = useAppSelector((s) => s.replies.busyId);
  const favourite = useFavouriteButton('article', id);

  useEffect(() => {
    if (id > 0) dispatch(forumPostRequested({ id }));
  }, [dispatch, id, token]);
  useEffect(() => {
    if (id > 0) dispatch(repliesRequested({ articleId: id, floor }));
  }, [dispatch, id, floor, token]);

  useDocumentTitle(post.data && post.data.id === id ? post.data.title : null);
  // the server page /t/{id} is this thread's one address (issue 32)
  useCanonical(id > 0 ? serverPagePath.thread(id) : null);

  if (id <= 0) return <NotFoundState title="文章不存在或已被删除" links={POST_MISSING_LINKS} />;
  if (post.error) return <NotFoundState title="无法打开这篇文章" description={post.error} links={POST_MISSING_LINKS} />;
  const a = post.data && post.data.id === id ? post.data : null;
  if (!a) {
    return (
      <Card>
        <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
          <Skeleton width="50%" height={28} />
          {[95, 90, 98, 70, 85, 92, 60, 40].map((w, i) => (
            <Skeleton key={i} width={`${w}%`} />
          ))}
        </div>
      </Card>
    );
  }
  const stats = post.stats;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
      <Card>
        <article>
          <h1 style={{ margin: `0 0 ${spacing.xs}px`, ...typeScale.h3, fontWeight: fontWeights.strong, wordBreak: 'break-word' }}>{a.title}</h1>
          <ArticleMeta
            username={a.username}
            authorId={a.user_id}
            withAvatar
            cateName={a.cate_name}
            cateHref={`#/main/bbs/filter/cate/${a.cate_id}`}
            createTime={a.create_time}
            updateTime={a.update_time}
            views={a.views}
            likes={a.likes}
            tips={a.tips}
            diskName={a.has_source_link ? a.source_disk_name : undefined}
            replies={a.reply_count}
          />
          <div style={{ marginTop: spacing.lg }}>
            <MarkdownView source={a.content} />
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, alignItems: 'center', marginTop: spacing.md }}>
            <FavouriteButton what="帖子" {...favourite} />
            <CopyLinkButton url={serverPageUrl(serverPagePath.thread(a.id))} title={a.title} label="复制分享链接" />
            {loggedIn && !a.is_author ? <ReportContent kind="article" id={a.id} /> : null}
          </div>
        </article>
        {a.is_author ? (
          <div style={{ marginTop: spacing.md }}>
            <a href={`#/main/bbs/publish?id=${a.id}`}>编辑文章</a>
          </div>
        ) : null}
        {loggedIn && !a.is_author ? (
          <div style={{ marginTop: spacing.md }}>
            <Confirm
              title={`拉黑 ${a.username}？`}
              description="拉黑后其文章、回复与提及对你隐藏，也不会再通知你。"
              okText="拉黑"
              cancelText="取消"
              onConfirm={() => dispatch(blockRequested({ userId: a.user_id, username: a.username }))}
            >
              <Button size="small">拉黑作者</Button>
            </Confirm>
          </div>
        ) : null}
      </Card>
      <Card title="点赞与打赏">
        <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
          <LikeReveal
            hasLink={a.has_source_link}
            link={a.source_link}
            diskName={a.source_disk_name}
            liked={a.liked}
            likes={a.likes}
            loggedIn={loggedIn}
            loading={post.liking}
            onLike={() => dispatch(forumLikeRequested({ id: a.id }))}
            mode={a.reveal_mode ?? 'like'}
          />
          <TipButton
            tips={a.tips}
            tipCoins={a.tip_coins}
            price={a.tip_price}
            balance={loggedIn ? info.coin : undefined}
            loggedIn={loggedIn}
            isAuthor={a.is_author}
            loading={post.tipping}
            onTip={() => dispatch(forumTipRequested({ id: a.id }))}
          />
        </div>
      </Card>
      {stats ? (
        <Card title="统计">
          <DescriptionList
            columns={4}
            items={[
              { key: 'views', label: '浏览', children: stats.article.views },
              { key: 'likes', label: '点赞', children: stats.article.likes },
              { key: 'tips', label: '打赏', children: `${stats.article.tips} 次` },
              { key: 'coins', label: '收到金币', children: formatCoin(stats.article.tip_coins) },
              { key: 'articles', label: `作者 ${stats.author.username} 的文章`, children: `${stats.author.articles} 篇` },
              { key: 'aviews', label: '作者总浏览', children: stats.author.views },
              { key: 'alikes', label: '作者总点赞', children: stats.author.likes },
              { key: 'atips', label: '作者总打赏', children: `${stats.author.tips} 次` },
            ]}
          />
        </Card>
      ) : null}
      <ReplyList
        replies={thread.articleId === id ? (thread.data?.list ?? []) : []}
        total={thread.articleId === id ? (thread.data?.total ?? 0) : 0}
        page={thread.data?.page ?? 1}
        size={thread.data?.size ?? 20}
        order={thread.order}
        loading={thread.loading}
        error={thread.error}
        focusFloor={thread.focusFloor}
        loggedIn={loggedIn}
        isAdmin={info.role === 'admin'}
        currentUserId={loggedIn ? info.id : undefined}
        busyId={busyId}
        onPageChange={(p) => dispatch(repliesRequested({ articleId: id, page: p }))}
        onOrderChange={(order) => dispatch(repliesRequested({ articleId: id, order, page: 1 }))}
        onQuote={(r) => {
          dispatch(repliesActions.quote(r));
          document.getElementById('reply-editor')?.scrollIntoView?.({ block: 'center' });
        }}
        onEdit={(r) => {
          dispatch(repliesActions.edit(r));
          document.getElementById('reply-editor')?.scrollIntoView?.({ block: 'center' });
        }}
        onDelete={(r) => dispatch(replyDeleteRequested({ id: r.id, admin: info.role === 'admin' && r.user_id !== info.id }))}
        onHide={(r, hidden) => dispatch(replyHideRequested({ id: r.id, hidden }))}
        onBlock={(r) => dispatch(blockRequested({ userId: r.user_id, username: r.username }))}
        reportSlot={(r) => <ReportContent kind="reply" id={r.id} />}
        onRetry={() => dispatch(repliesRequested({ articleId: id, floor }))}
      />
      {loggedIn ? (
        <Suspense fallback={<LazyFallback><Card title="发表回复"><Skeleton height={120} /></Card></LazyFallback>}>
          <ReplyEditor
            loggedIn={loggedIn}
            quote={editor.quote}
            editing={editor.editing}
            pending={editor.pending}
            error={editor.error}
            savedSeq={editor.savedSeq}
            revealHint={a.reveal_mode === 'reply' && a.has_source_link && !a.source_link}
            onSubmit={(content) => dispatch(replySubmitted({ articleId: id, content }))}
            onCancelQuote={() => dispatch(repliesActions.quote(null))}
            onCancelEdit={() => dispatch(repliesActions.edit(null))}
          />
        </Suspense>
      ) : (
        // a visitor: the words of ReplyEditor's signed-out state, without loading the editor
        <Card title="发表回复">
          <p style={{ margin: 0, color: alias.text }}>
            <a href="#/login" style={{ textDecoration: 'underline' }}>登录</a>后才能回复{a.reveal_mode === 'reply' && a.has_source_link && !a.source_link ? '（本文回复可见：回复后即可查看来源链接）' : ''}。
          </p>
        </Card>
      )}
    </div>
  );
}
