import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { BetView } from '../../api/games';
import type { PlayStatus } from '../../store/slices/games';
import { Alert } from '../Alert';
import { LinkButton } from '../Button';
import { Card } from '../Card';
import styles from './EggGrid.module.css';

export const EGG_COUNT = 9;

export interface EggGridProps {
  loggedIn: boolean;
  closed?: boolean;
  price: number;
  dailyLimit: number | null;
  status: PlayStatus;
  bet: BetView | null;
  msg: string;
  coin?: number;
  onSmash: (egg: number) => void;
}

/** 砸金蛋: nine eggs; pick one to smash for the price; the prize (or nothing) shows. Drawn without antd (issue 31). */
export function EggGrid({ loggedIn, closed, price, dailyLimit, status, bet, msg, coin, onSmash }: EggGridProps) {
  const smashing = status === 'playing';
  const picked = bet && typeof bet.outcome.egg === 'number' ? bet.outcome.egg : -1;
  const disabled = !loggedIn || closed || smashing;
  const balance = coin !== undefined ? `当前余额 ${coin} 金币` : undefined;
  return (
    <Card title="砸金蛋">
      <div className={styles.stack}>
        <p className={styles.intro}>
          每次 {price} 金币{dailyLimit !== null ? `，每天最多 ${dailyLimit} 次` : ''}。选一个金蛋砸开吧！
        </p>
        <div className={styles.grid}>
          {Array.from({ length: EGG_COUNT }, (_, i) => {
            const cls = [styles.egg, picked === i && !smashing ? styles.picked : '', smashing ? styles.shaking : ''].join(' ');
            return (
              <button
                key={i}
                type="button"
                className={cls}
                disabled={disabled}
                // the accessible name holds the visible text (the egg's number, or the prize it gave)
                aria-label={picked === i && !smashing && bet ? `第 ${i + 1} 个金蛋：${String(bet.outcome.name ?? '')}` : `砸第 ${i + 1} 个金蛋`}
                onClick={() => onSmash(i)}
              >
                {picked === i && !smashing && bet ? String(bet.outcome.name ?? '') : `${i + 1}`}
              </button>
            );
          })}
        </div>
        <div role="status">
          {smashing && <span>金蛋裂开中…</span>}
          {status === 'won' && (
            <Alert type="success" title={msg}>
              {balance}
            </Alert>
          )}
          {status === 'lost' && (
            <Alert type="info" title={msg}>
              {balance}
            </Alert>
          )}
          {status === 'refused' && <Alert type="error" icon={<CloseCircleFilled />}>{msg || '砸蛋失败'}</Alert>}
        </div>
        {closed && (
          <Alert type="warning" icon={<ExclamationCircleFilled />}>
            砸金蛋已暂停开放，请稍后再来
          </Alert>
        )}
        {!loggedIn && (
          <LinkButton variant="primary" block href="#/login">
            登录后开始游戏
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
