import { LikeFilled, LikeOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { alias, spacing } from '../../theme';

export interface LikeRevealProps {
  /** The article has a source link to reveal. */
  hasLink: boolean;
  /** The link, once visible (author, admin or after liking); null while hidden. */
  link: string | null;
  diskName?: string;
  liked: boolean;
  likes: number;
  loggedIn: boolean;
  loading?: boolean;
  onLike: () => void;
  loginHref?: string;
  /** 'reply' = 回复可见: the link shows after replying, not after liking (issue 17) */
  mode?: 'like' | 'reply';
}

/** 点赞可见: like the article to reveal its network-disk source link. */
export function LikeReveal({ hasLink, link, diskName, liked, likes, loggedIn, loading, onLike, loginHref = '#/login', mode = 'like' }: LikeRevealProps) {
  const likeButton = (
    <Button
      type={liked ? 'default' : 'primary'}
      icon={liked ? <LikeFilled /> : <LikeOutlined />}
      loading={loading}
      disabled={!loggedIn}
      onClick={onLike}
      aria-pressed={liked}
    >
      {liked ? `已点赞 ${likes}` : `点赞 ${likes}`}
    </Button>
  );
  if (!hasLink) return <Flex gap={spacing.sm} align="center">{likeButton}{!loggedIn ? <a href={loginHref}>登录后点赞</a> : null}</Flex>;
  return (
    <Flex vertical gap={spacing.sm}>
      {link ? (
        <Alert
          type="success"
          showIcon
          message={`来源链接${diskName ? `（${diskName}）` : ''}`}
          description={
            <Typography.Paragraph copyable={{ text: link, tooltips: ['复制', '已复制'] }} style={{ margin: 0, wordBreak: 'break-all' }}>
              <span data-testid="source-link">{link}</span>
            </Typography.Paragraph>
          }
        />
      ) : (
        <Alert
          type="info"
          icon={<LockOutlined />}
          showIcon
          message={mode === 'reply' ? '回复可见' : '点赞可见'}
          description={
            mode === 'reply' ? (
              <span style={{ color: alias.text }}>
                本文附有{diskName ? diskName : '网盘'}来源链接，
                {loggedIn ? (
                  '在下方回复后即可查看。'
                ) : (
                  <><a href={loginHref} style={{ textDecoration: 'underline' }}>登录</a>并回复后即可查看。</>
                )}
              </span>
            ) : (
              <span style={{ color: alias.text }}>
                本文附有{diskName ? diskName : '网盘'}来源链接，{loggedIn ? '点赞后即可查看。' : <><a href={loginHref} style={{ textDecoration: 'underline' }}>登录</a>并点赞后即可查看。</>}
              </span>
            )
          }
        />
      )}
      <div>{likeButton}</div>
    </Flex>
  );
}
