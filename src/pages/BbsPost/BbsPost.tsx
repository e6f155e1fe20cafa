import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ArticleMeta } from '../../components/ArticleMeta';
import { NotFoundState } from '../../components/NotFoundState';
import { LikeReveal } from '../../components/LikeReveal';
import { MarkdownView } from '../../components/MarkdownView';
import { TipButton } from '../../components/TipButton';
import { formatCoin } from '../../lib/format';
import { forumLikeRequested, forumPostRequested, forumTipRequested, useAppDispatch, useAppSelector } from '../../store';
import { fontWeights, spacing, typeScale } from '../../theme';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const POST_MISSING_LINKS = [
  { label: '返回论坛', href: '#/main/bbs/list' },
  { label: '论坛排行', href: '#/main/bbs/rank' },
  { label: '回到首页', href: '#/' },
];

/** /main/bbs/post/{id} — the article: rendered Markdown, author, dates, 点赞可见 link, 打赏, statistics. */
export default function BbsPost() {
  const id = Number.parseInt(useParams<{ id: string }>().id ?? '', 10) || 0;
  const dispatch = useAppDispatch();
  const post = useAppSelector((s) => s.forum.post);
  const { token, info } = useAppSelector((s) => s.user);
  const loggedIn = !!token;

  useEffect(() => {
    if (id > 0) dispatch(forumPostRequested({ id }));
  }, [dispatch, id, token]);

  useDocumentTitle(post.data && post.data.id === id ? post.data.title : null);

  if (id <= 0) return <NotFoundState title="文章不存在或已被删除" links={POST_MISSING_LINKS} />;
  if (post.error) return <NotFoundState title="无法打开这篇文章" description={post.error} links={POST_MISSING_LINKS} />;
  const a = post.data && post.data.id === id ? post.data : null;
  if (!a) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  const stats = post.stats;

  return (
    <Flex vertical gap={spacing.md}>
      <Card>
        <article>
          <h1 style={{ margin: `0 0 ${spacing.xs}px`, ...typeScale.h3, fontWeight: fontWeights.strong, wordBreak: 'break-word' }}>{a.title}</h1>
          <ArticleMeta
            username={a.username}
            authorHref={`#/main/bbs/filter/user/${a.user_id}`}
            cateName={a.cate_name}
            cateHref={`#/main/bbs/filter/cate/${a.cate_id}`}
            createTime={a.create_time}
            updateTime={a.update_time}
            views={a.views}
            likes={a.likes}
            tips={a.tips}
            diskName={a.has_source_link ? a.source_disk_name : undefined}
          />
          <div style={{ marginTop: spacing.lg }}>
            <MarkdownView source={a.content} />
          </div>
        </article>
        {a.is_author ? (
          <div style={{ marginTop: spacing.md }}>
            <a href={`#/main/bbs/publish?id=${a.id}`}>编辑文章</a>
          </div>
        ) : null}
      </Card>
      <Card title="点赞与打赏">
        <Flex vertical gap={spacing.md}>
          <LikeReveal
            hasLink={a.has_source_link}
            link={a.source_link}
            diskName={a.source_disk_name}
            liked={a.liked}
            likes={a.likes}
            loggedIn={loggedIn}
            loading={post.liking}
            onLike={() => dispatch(forumLikeRequested({ id: a.id }))}
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
        </Flex>
      </Card>
      {stats ? (
        <Card title="统计">
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
            <Descriptions.Item label="浏览">{stats.article.views}</Descriptions.Item>
            <Descriptions.Item label="点赞">{stats.article.likes}</Descriptions.Item>
            <Descriptions.Item label="打赏">{stats.article.tips} 次</Descriptions.Item>
            <Descriptions.Item label="收到金币">{formatCoin(stats.article.tip_coins)}</Descriptions.Item>
            <Descriptions.Item label={`作者 ${stats.author.username} 的文章`}>{stats.author.articles} 篇</Descriptions.Item>
            <Descriptions.Item label="作者总浏览">{stats.author.views}</Descriptions.Item>
            <Descriptions.Item label="作者总点赞">{stats.author.likes}</Descriptions.Item>
            <Descriptions.Item label="作者总打赏">{stats.author.tips} 次</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </Flex>
  );
}
