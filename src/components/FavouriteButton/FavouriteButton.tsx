import { StarFilled, StarOutlined } from '@ant-design/icons';
import { palette } from '../../theme/tokens';
import { Button, LinkButton } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';

export interface FavouriteButtonProps {
  /** I keep this item. */
  favourited: boolean;
  /** How many members keep it (shown on the button). */
  count: number;
  /** What is kept, in words for screen readers: 帖子 or 资源. */
  what?: string;
  /** A call is on its way (the button shows the new state already; a second press waits). */
  pending?: boolean;
  /**
   * A visitor: the button is a link to the login page that comes back here (and presses 收藏 there,
   * see useLoginAction), as 登录后举报失效 / 登录后签到 do.
   */
  loginHref?: string;
  onToggle: () => void;
}

/** 收藏 with its count on a post or a resource; 已收藏 toggles it off again. */
export function FavouriteButton({ favourited, count, what = '内容', pending = false, loginHref, onToggle }: FavouriteButtonProps) {
  const counted = count > 0 ? ` ${count}` : '';
  // the name read out starts with the words on the button (axe: label-content-name-mismatch)
  const context = <VisuallyHidden>{`（这个${what}已有 ${count} 人收藏）`}</VisuallyHidden>;
  if (loginHref) {
    return (
      <LinkButton href={loginHref}>
        <StarOutlined aria-hidden />
        登录后收藏{counted}
        {context}
      </LinkButton>
    );
  }
  return (
    <Button
      aria-pressed={favourited}
      aria-busy={pending}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      {favourited ? <StarFilled aria-hidden style={{ color: palette.goldInk }} /> : <StarOutlined aria-hidden />}
      {favourited ? '已收藏' : '收藏'}
      {counted}
      {context}
    </Button>
  );
}
