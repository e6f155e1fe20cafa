import { useState, type ReactNode } from 'react';
import type { PvpGame, StoneMove } from '../../api/pvp';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, palette, presetTagColors } from '../../theme/tokens';
import { Button, LinkButton, type ButtonProps } from '../Button';
import { Confirm } from '../Confirm';
import { Spinner } from '../Spinner';
import { Tag } from '../Tag';
import styles from './PvpGameCard.module.css';

/**
 * The three moves, by name only: hand emoji (✊ ✌ ✋) drew empty boxes on machines without a
 * colour-emoji font (most Linux desktops, CI, many Android skins).
 */
export const STONE_MOVES: { value: StoneMove; label: string }[] = [
  { value: 'rock', label: '石头' },
  { value: 'scissors', label: '剪刀' },
  { value: 'paper', label: '布' },
];
export const stoneMoveLabel = (m: string | null | undefined) => STONE_MOVES.find((x) => x.value === m)?.label ?? m ?? '';

const STATUS: Record<PvpGame['status'], { text: string; tone: keyof typeof presetTagColors }> = {
  open: { text: '等待应战', tone: 'blue' },
  settled: { text: '已结算', tone: 'green' },
  cancelled: { text: '已取消', tone: 'purple' },
  expired: { text: '已过期', tone: 'cyan' },
};

export interface PvpGameCardProps {
  game: PvpGame;
  /** the signed-in member's id (0 or undefined for a visitor) */
  viewerId?: number;
  /** an action on this game is running */
  busy?: boolean;
  onAcceptStone?: (id: number, move: StoneMove) => void;
  onAnswerBrag?: (id: number, choice: 0 | 1) => void;
  onCancel?: (id: number) => void;
  onDecline?: (id: number) => void;
  loginHref?: string;
  /** A row of a list (PvpGameList): no border or padding of its own, the list separates the rows. */
  flat?: boolean;
}

async function sha256Hex(text: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A button whose action is running (antd's `loading`): aria-busy with a spinner, and a press
 * while busy does nothing — it stays focusable, so the keyboard user keeps their place.
 */
function ActionButton({ busy, onClick, children, ...rest }: ButtonProps & { busy?: boolean }) {
  return (
    <Button {...rest} aria-busy={busy || undefined} onClick={busy ? undefined : onClick}>
      {busy ? <Spinner size="small" /> : null}
      {children}
    </Button>
  );
}

function Delta({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span style={{ color: value > 0 ? palette.green : value < 0 ? palette.red : alias.mutedText, fontWeight: fontWeights.strong }}>
      {value > 0 ? '+' : ''}
      {value} 金币
    </span>
  );
}

/** The commitment, and once the game is closed the reveal with an in-browser SHA-256 check. */
function Fairness({ game }: { game: PvpGame }) {
  const [check, setCheck] = useState<'idle' | 'ok' | 'bad' | 'unavailable'>('idle');
  const secretLabel = game.game === 'stone' ? '发起人出招' : '真实答案';
  return (
    <div className={styles.fairness}>
      <div className={styles.muted}>承诺哈希 SHA-256（开局时公布）</div>
      <div className={styles.mono} aria-label="承诺哈希">
        {game.commitment}
      </div>
      {game.reveal ? (
        <div className={styles.fairnessReveal}>
          <div>
            {secretLabel}：<strong>{game.game === 'stone' ? stoneMoveLabel(game.reveal.secret) : `「${game.reveal.secret}」`}</strong>
          </div>
          <div className={styles.muted}>原文（出招:盐值）</div>
          <div className={styles.mono} aria-label="承诺原文">
            {game.reveal.preimage}
          </div>
          <div className={styles.group}>
            <Button
              size="small"
              onClick={async () => {
                const hex = await sha256Hex(game.reveal!.preimage);
                setCheck(hex === null ? 'unavailable' : hex === game.commitment ? 'ok' : 'bad');
              }}
            >
              校验承诺
            </Button>
            {check === 'ok' ? (
              <span className={styles.ok} role="status">
                ✓ 校验通过：SHA-256(原文) 与开局时的承诺一致
              </span>
            ) : null}
            {check === 'bad' ? (
              <span className={styles.bad} role="status">
                ✗ 校验失败：哈希不一致
              </span>
            ) : null}
            {check === 'unavailable' ? <span role="status">此浏览器无法计算 SHA-256，请用任意 SHA-256 工具校验原文</span> : null}
          </div>
        </div>
      ) : (
        <div className={styles.muted} style={{ marginTop: 4 }}>
          {game.game === 'stone' ? '出招' : '真实答案'}在结算后揭晓，届时可用原文校验此哈希，任何人（包括本站）都无法在开局后更改。
        </div>
      )}
    </div>
  );
}

/**
 * One 石头剪刀布 or 吹牛 game: stake, players, commitment, the actions the viewer may take, and the
 * result with the reveal. Drawn without antd (issue 31): an `<article>` named 石头剪刀布第 N 局; the
 * creator's 取消 asks first in a Confirm dialog.
 */
export function PvpGameCard({ game, viewerId = 0, busy, onAcceptStone, onAnswerBrag, onCancel, onDecline, loginHref = '#/login', flat }: PvpGameCardProps) {
  const status = STATUS[game.status];
  const mineCreated = viewerId > 0 && game.creator.id === viewerId;
  const invitedOther = game.invite_state === 'pending' && game.invitee && game.invitee.id !== viewerId && !mineCreated;
  const invitedMe = game.invite_state === 'pending' && game.invitee?.id === viewerId && viewerId > 0;
  const open = game.status === 'open';
  const winner = game.result === 'creator' ? game.creator.username : game.result === 'responder' ? game.responder?.username : null;
  const name = game.game === 'stone' ? '石头剪刀布' : '吹牛';
  let actions: ReactNode = null;
  if (open) {
    if (mineCreated) {
      actions = (
        <Confirm title="取消这一局？押注将退还给你" okText="确定取消" cancelText="再等等" danger disabled={busy} onConfirm={() => onCancel?.(game.id)}>
          <ActionButton className={styles.danger} busy={busy}>
            取消并退还押注
          </ActionButton>
        </Confirm>
      );
    } else if (viewerId <= 0) {
      actions = (
        <LinkButton variant="primary" href={loginHref}>
          登录后{game.game === 'stone' ? '应战' : '应答'}
        </LinkButton>
      );
    } else if (invitedOther) {
      actions = <span style={{ color: alias.mutedText }}>仅邀请 {game.invitee?.username} 应答，对方拒绝后公开</span>;
    } else if (game.game === 'stone') {
      actions = (
        <>
          <span>出招应战（押 {game.stake} 金币）：</span>
          {STONE_MOVES.map((m) => (
            <ActionButton key={m.value} className={styles.ghost} busy={busy} onClick={() => onAcceptStone?.(game.id, m.value)} aria-label={`出${m.label}应战第 ${game.id} 局`}>
              {m.label}
            </ActionButton>
          ))}
        </>
      );
    } else {
      actions = (
        <>
          <span>你的判断（押 {game.stake} 金币）：</span>
          {game.answers.map((a, i) => (
            <ActionButton key={a} className={styles.ghost} busy={busy} onClick={() => onAnswerBrag?.(game.id, i as 0 | 1)} aria-label={`选「${a}」应答第 ${game.id} 局`}>
              选「{a}」
            </ActionButton>
          ))}
          {invitedMe ? (
            <ActionButton busy={busy} onClick={() => onDecline?.(game.id)}>
              拒绝邀请
            </ActionButton>
          ) : null}
        </>
      );
    }
  }
  return (
    <article className={[styles.card, flat ? styles.flat : ''].filter(Boolean).join(' ')} aria-label={`${name}第 ${game.id} 局`}>
      <div className={styles.row}>
        <div className={styles.group}>
          <strong>第 {game.id} 局</strong>
          <Tag color={presetTagColors[status.tone]}>{status.text}</Tag>
          <span>
            押注 <strong className={styles.stake}>{game.stake}</strong> 金币
          </span>
        </div>
        <span className={styles.muted}>
          {open ? `截止 ${formatDateTime(game.expire_time)}` : game.close_time ? `结束于 ${formatDateTime(game.close_time)}` : ''}
        </span>
      </div>
      <div className={styles.muted}>
        发起人 <span className={styles.name}>{game.creator.username}</span>
        {game.invitee ? (
          <>
            {' · '}邀请 <span className={styles.name}>{game.invitee.username}</span>
            {game.invite_state === 'declined' ? '（已拒绝，所有人可应答）' : ''}
          </>
        ) : null}
        {game.responder ? (
          <>
            {' · '}应战 <span className={styles.name}>{game.responder.username}</span>
          </>
        ) : null}
        {' · '}
        {formatDateTime(game.create_time)}
      </div>
      {game.game === 'brag' ? <p className={styles.claim}>“{game.claim}”</p> : null}
      {game.status === 'settled' ? (
        <div className={styles.result} role="status" aria-label="结算结果">
          <div>
            {game.game === 'stone'
              ? `${game.creator.username} 出${stoneMoveLabel(game.reveal?.secret)}，${game.responder?.username ?? ''} 出${stoneMoveLabel(game.response)}`
              : `真实答案「${game.reveal?.secret ?? ''}」，${game.responder?.username ?? ''} 选了「${game.response ?? ''}」`}
            {' — '}
            <strong>{winner ? `${winner} 获胜` : '平局，押注退还'}</strong>
            {game.fee ? <span style={{ color: alias.mutedText }}>（手续费 {game.fee} 金币）</span> : null}
          </div>
          <div>
            {game.creator.username} <Delta value={game.creator_delta} />
            {'　'}
            {game.responder?.username} <Delta value={game.responder_delta} />
          </div>
        </div>
      ) : null}
      <Fairness game={game} />
      {actions ? <div className={styles.group}>{actions}</div> : null}
    </article>
  );
}
