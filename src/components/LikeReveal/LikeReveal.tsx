import { CopyOutlined, LikeOutlined, LockOutlined } from '@ant-design/icons';
import { copyText } from '../../lib/clipboard';
import { alias, spacing } from '../../theme/tokens';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';

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
    <Button variant={liked ? 'default' : 'primary'} disabled={!loggedIn} aria-busy={loading || undefined} onClick={() => (loading ? undefined : onLike())} aria-pressed={liked}>
      {/* one icon: the pressed state is aria-pressed, the words (已点赞) and the outlined look */}
      {loading ? <Spinner size="small" /> : <LikeOutlined aria-hidden />}
      {liked ? `已点赞 ${likes}` : `点赞 ${likes}`}
    </Button>
  );
  if (!hasLink)
    return (
      <div style={{ display: 'flex', gap: spacing.sm, alignItems: 'center' }}>
        {likeButton}
        {!loggedIn ? <a href={loginHref}>登录后点赞</a> : null}
      </div>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      {link ? (
        <Alert type="success" title={`来源链接${diskName ? `（${diskName}）` : ''}`}>
          <p style={{ margin: 0, wordBreak: 'break-all' }}>
            <span data-testid="source-link">{link}</span>{' '}
            <Button variant="text" size="small" iconOnly aria-label="复制" title="复制" onClick={() => void copyText(link)}>
              <CopyOutlined aria-hidden />
            </Button>
          </p>
        </Alert>
      ) : (
        <Alert type="info" icon={<LockOutlined />} title={mode === 'reply' ? '回复可见' : '点赞可见'}>
          <span style={{ color: alias.text }}>
            本文附有{diskName ? diskName : '网盘'}来源链接，
            {loggedIn ? (
              mode === 'reply' ? '在下方回复后即可查看。' : '点赞后即可查看。'
            ) : (
              <>
                <a href={loginHref} style={{ textDecoration: 'underline' }}>
                  登录
                </a>
                并{mode === 'reply' ? '回复' : '点赞'}后即可查看。
              </>
            )}
          </span>
        </Alert>
      )}
      <div>{likeButton}</div>
    </div>
  );
}
