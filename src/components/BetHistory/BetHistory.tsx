import type { BetView } from '../../api/games';
import { formatDateTime } from '../../lib/format';
import { choiceLabel, GAME_NAMES, outcomeText, shortHash } from '../../lib/games';
import { Button } from '../Button';
import { ListShell, type ListColumn, type ListPaging } from '../ListShell';
import styles from './BetHistory.module.css';

export interface BetHistoryProps extends ListPaging {
  title?: string;
  bets: BetView[];
  /** fills the verify tool with this bet */
  onVerify?: (bet: BetView) => void;
  /** Force the phone layout (cards) on/off; by default below 768 px. */
  mobile?: boolean;
}

/** A shortened hash; the whole one is its title (hover) — the verify tool takes the whole one. */
function Hash({ label, value }: { label: string; value: string }) {
  return (
    <>
      {label}{' '}
      <abbr title={value} className={styles.hash}>
        {shortHash(value)}
      </abbr>
    </>
  );
}

/** The fairness data of a bet: seed hash, client seed and nonce; the server seed once rotated. */
function Fairness({ bet }: { bet: BetView }) {
  return (
    <span className={styles.fair}>
      <Hash label="哈希" value={bet.server_seed_hash} />
      <br />
      客户端种子 {bet.client_seed}，这对种子下的第 {bet.nonce} 局
      <br />
      {bet.server_seed ? <Hash label="服务端种子" value={bet.server_seed} /> : '服务端种子：轮换后公开'}
    </span>
  );
}

function Payout({ v }: { v: number }) {
  return <span className={v > 0 ? styles.won : styles.nothing}>{v}</span>;
}

function VerifyButton({ bet, onVerify }: { bet: BetView; onVerify: (bet: BetView) => void }) {
  return (
    <Button size="small" disabled={!bet.server_seed} onClick={() => onVerify(bet)} aria-label={`验证第 ${bet.id} 局`}>
      验证
    </Button>
  );
}

/**
 * My bets with the fairness data of each (seed hash, client seed, nonce; the server seed once
 * rotated). Drawn by ListShell (issue 31: the game hall is a public page without antd): a table
 * from 768 px up, one card per bet on phones; loading, error with 重试, empty and the pager.
 */
export function BetHistory({ title = '我的下注记录', bets, onVerify, mobile, ...paging }: BetHistoryProps) {
  const columns: ListColumn<BetView>[] = [
    { key: 'id', title: '局号', width: 70, render: (b) => b.id },
    { key: 'time', title: '时间', width: 150, render: (b) => formatDateTime(b.create_time) },
    { key: 'game', title: '游戏', width: 80, render: (b) => GAME_NAMES[b.game] ?? b.game },
    { key: 'choice', title: '选择', width: 90, render: (b) => choiceLabel(b) },
    { key: 'outcome', title: '结果', render: (b) => outcomeText(b.game, b.outcome) },
    { key: 'stake', title: '下注', width: 70, align: 'right', render: (b) => b.stake },
    { key: 'payout', title: '派彩', width: 70, align: 'right', render: (b) => <Payout v={b.payout} /> },
    { key: 'fair', title: '公平性', width: 230, render: (b) => <Fairness bet={b} /> },
    ...(onVerify ? [{ key: 'verify', title: '验证', width: 70, render: (b: BetView) => <VerifyButton bet={b} onVerify={onVerify} /> }] : []),
  ];
  return (
    <ListShell<BetView>
      {...paging}
      title={title}
      items={bets}
      rowKey={(b) => b.id}
      columns={columns}
      renderItem={(b) => (
        <div className={styles.item}>
          <div className={styles.line}>
            <strong>
              第 {b.id} 局 · {GAME_NAMES[b.game] ?? b.game} · {choiceLabel(b)}
            </strong>
            <span className={styles.money}>
              下注 {b.stake} · 派彩 <Payout v={b.payout} />
            </span>
          </div>
          <div>{outcomeText(b.game, b.outcome)}</div>
          <time className={styles.caption} dateTime={b.create_time}>
            {formatDateTime(b.create_time)}
          </time>
          <Fairness bet={b} />
          {onVerify ? (
            <div>
              <VerifyButton bet={b} onVerify={onVerify} />
            </div>
          ) : null}
        </div>
      )}
      errorTitle="下注记录加载失败"
      emptyText="还没有下注记录"
      mobile={mobile}
    />
  );
}
