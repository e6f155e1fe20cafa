import { EyeOutlined, LikeOutlined, MessageOutlined, PayCircleOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../lib/format';
import { alias, presetTagColors, spacing, typeScale } from '../../theme/tokens';
import { Tag } from '../Tag';
import { UserName } from '../UserName';

export interface ArticleMetaProps {
  username: string;
  /** Link to the author's articles (omit for plain text). */
  authorHref?: string;
  /** The author's member id: the name links to their member page with level and titles (issue 33). */
  authorId?: number;
  /** Show the author's avatar before the name (the post page; lists stay compact). */
  withAvatar?: boolean;
  cateName?: string;
  cateHref?: string;
  createTime: string;
  updateTime?: string;
  views: number;
  likes: number;
  tips: number;
  /** The network-disk name when the article has a source link (点赞可见). */
  diskName?: string;
  /** Replies (issue 17); omitted = not shown. */
  replies?: number;
  /** Time of the newest reply ('' = none). */
  lastReplyTime?: string;
}

/** One line about an article: author, category, zh-CN date, views, likes, tips. */
export function ArticleMeta({ username, authorHref, authorId, withAvatar, cateName, cateHref, createTime, updateTime, views, likes, tips, diskName, replies, lastReplyTime }: ArticleMetaProps) {
  const edited = updateTime && updateTime !== createTime;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, alignItems: 'center', color: alias.mutedText, ...typeScale.caption }}>
      {authorId ? <UserName id={authorId} username={username} withAvatar={withAvatar} /> : authorHref ? <a href={authorHref}>{username}</a> : <span>{username}</span>}
      {cateName ? (cateHref ? <a href={cateHref}>{cateName}</a> : <span>{cateName}</span>) : null}
      <time dateTime={createTime}>发布于 {formatDateTime(createTime)}</time>
      {edited ? <time dateTime={updateTime}>修改于 {formatDateTime(updateTime)}</time> : null}
      <span aria-label={`浏览 ${views}`}>
        <EyeOutlined /> {views}
      </span>
      <span aria-label={`点赞 ${likes}`}>
        <LikeOutlined /> {likes}
      </span>
      <span aria-label={`打赏 ${tips}`}>
        <PayCircleOutlined /> {tips}
      </span>
      {replies !== undefined ? (
        <span aria-label={`回复 ${replies}`}>
          <MessageOutlined /> {replies}
        </span>
      ) : null}
      {lastReplyTime ? <time dateTime={lastReplyTime}>最后回复 {formatDateTime(lastReplyTime)}</time> : null}
      {diskName ? <Tag color={presetTagColors.blue}>{diskName}</Tag> : null}
    </div>
  );
}
