import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PvpGame, StoneMove } from '../../api/pvp';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, palette, presetTagColors, spacing, typeScale } from '../../theme';

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
}

async function sha256Hex(text: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' as const, ...typeScale.caption };

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
    <div style={{ background: alias.pageBg, borderRadius: 6, padding: spacing.sm }}>
      <div style={{ color: alias.mutedText, ...typeScale.caption }}>承诺哈希 SHA-256（开局时公布）</div>
      <div style={mono} aria-label="承诺哈希">{game.commitment}</div>
      {game.reveal ? (
        <Flex vertical gap={spacing.xxs} style={{ marginTop: spacing.xs }}>
          <div>
            {secretLabel}：<strong>{game.game === 'stone' ? stoneMoveLabel(game.reveal.secret) : `「${game.reveal.secret}」`}</strong>
          </div>
          <div style={{ color: alias.mutedText, ...typeScale.caption }}>原文（出招:盐值）</div>
          <div style={mono} aria-label="承诺原文">{game.reveal.preimage}</div>
          <Flex gap={spacing.xs} align="center" wrap>
            <Button
              size="small"
              onClick={async () => {
                const hex = await sha256Hex(game.reveal!.preimage);
                setCheck(hex === null ? 'unavailable' : hex === game.commitment ? 'ok' : 'bad');
              }}
            >
              校验承诺
            </Button>
            {check === 'ok' ? <span style={{ color: palette.green }} role="status">✓ 校验通过：SHA-256(原文) 与开局时的承诺一致</span> : null}
            {check === 'bad' ? <span style={{ color: palette.red }} role="status">✗ 校验失败：哈希不一致</span> : null}
            {check === 'unavailable' ? <span role="status">此浏览器无法计算 SHA-256，请用任意 SHA-256 工具校验原文</span> : null}
          </Flex>
        </Flex>
      ) : (
        <div style={{ color: alias.mutedText, ...typeScale.caption, marginTop: spacing.xxs }}>
          {game.game === 'stone' ? '出招' : '真实答案'}在结算后揭晓，届时可用原文校验此哈希，任何人（包括本站）都无法在开局后更改。
        </div>
      )}
    </div>
  );
}

/** One 石头剪刀布 or 吹牛 game: stake, players, commitment, the actions the viewer may take, and the result with the reveal. */
export function PvpGameCard({ game, viewerId = 0, busy, onAcceptStone, onAnswerBrag, onCancel, onDecline, loginHref = '#/login' }: PvpGameCardProps) {
  const status = STATUS[game.status];
  const mineCreated = viewerId > 0 && game.creator.id === viewerId;
  const invitedOther = game.invite_state === 'pending' && game.invitee && game.invitee.id !== viewerId && !mineCreated;
  const invitedMe = game.invite_state === 'pending' && game.invitee?.id === viewerId && viewerId > 0;
  const open = game.status === 'open';
  const winner = game.result === 'creator' ? game.creator.username : game.result === 'responder' ? game.responder?.username : null;
  const name = game.game === 'stone' ? '石头剪刀布' : '吹牛';
  return (
    <Card size="small" role="article" aria-label={`${name}第 ${game.id} 局`}>
      <Flex vertical gap={spacing.sm}>
        <Flex justify="space-between" align="center" wrap gap={spacing.xs}>
          <Flex gap={spacing.xs} align="center" wrap>
            <strong>第 {game.id} 局</strong>
            <Tag bordered={false} style={{ color: presetTagColors[status.tone].text, background: presetTagColors[status.tone].bg }}>{status.text}</Tag>
            <span>
              押注 <strong style={{ color: alias.vipGold }}>{game.stake}</strong> 金币
            </span>
          </Flex>
          <span style={{ color: alias.mutedText, ...typeScale.caption }}>
            {open ? `截止 ${formatDateTime(game.expire_time)}` : game.close_time ? `结束于 ${formatDateTime(game.close_time)}` : ''}
          </span>
        </Flex>
        <div style={{ color: alias.mutedText, ...typeScale.caption }}>
          发起人 <span style={{ color: alias.text }}>{game.creator.username}</span>
          {game.invitee ? (
            <>
              {' · '}邀请 <span style={{ color: alias.text }}>{game.invitee.username}</span>
              {game.invite_state === 'declined' ? '（已拒绝，所有人可应答）' : ''}
            </>
          ) : null}
          {game.responder ? (
            <>
              {' · '}应战 <span style={{ color: alias.text }}>{game.responder.username}</span>
            </>
          ) : null}
          {' · '}
          {formatDateTime(game.create_time)}
        </div>
        {game.game === 'brag' ? (
          <Typography.Paragraph style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.medium, wordBreak: 'break-word' }}>
            “{game.claim}”
          </Typography.Paragraph>
        ) : null}
        {game.status === 'settled' ? (
          <Flex vertical gap={spacing.xxs} role="status" aria-label="结算结果">
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
          </Flex>
        ) : null}
        <Fairness game={game} />
        {open ? (
          <Flex gap={spacing.xs} wrap align="center">
            {mineCreated ? (
              <Popconfirm title="取消这一局？押注将退还给你" okText="确定取消" cancelText="再等等" onConfirm={() => onCancel?.(game.id)}>
                <Button danger loading={busy}>取消并退还押注</Button>
              </Popconfirm>
            ) : viewerId <= 0 ? (
              <Button type="primary" href={loginHref}>登录后{game.game === 'stone' ? '应战' : '应答'}</Button>
            ) : invitedOther ? (
              <span style={{ color: alias.mutedText }}>仅邀请 {game.invitee?.username} 应答，对方拒绝后公开</span>
            ) : game.game === 'stone' ? (
              <>
                <span>出招应战（押 {game.stake} 金币）：</span>
                {STONE_MOVES.map((m) => (
                  <Button key={m.value} type="primary" ghost autoInsertSpace={false} loading={busy} onClick={() => onAcceptStone?.(game.id, m.value)} aria-label={`出${m.label}应战第 ${game.id} 局`}>
                    {m.label}
                  </Button>
                ))}
              </>
            ) : (
              <>
                <span>你的判断（押 {game.stake} 金币）：</span>
                {game.answers.map((a, i) => (
                  <Button key={a} type="primary" ghost loading={busy} onClick={() => onAnswerBrag?.(game.id, i as 0 | 1)} aria-label={`选「${a}」应答第 ${game.id} 局`} autoInsertSpace={false}>
                    选「{a}」
                  </Button>
                ))}
                {invitedMe ? <Button onClick={() => onDecline?.(game.id)} loading={busy}>拒绝邀请</Button> : null}
              </>
            )}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
