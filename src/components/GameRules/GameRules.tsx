import type { RuleLine } from '../../api/games';
import { Card } from '../Card';
import styles from './GameRules.module.css';

export interface GameRulesProps {
  title?: string;
  rules: RuleLine[];
  /** the headline return to player */
  rtp: number | null;
  /** column title of `pays` (赔率 / 概率) */
  paysTitle?: string;
  limits?: string;
}

/**
 * The rules of a game with the exact return to player of each bet: the house edge stated openly.
 * A plain table in a Card (issue 31: the game pages are drawn without antd).
 */
export function GameRules({ title = '规则与返还率', rules, rtp, paysTitle = '赔率', limits }: GameRulesProps) {
  return (
    <Card title={title} size="small">
      {rtp !== null && (
        <p className={styles.rtp}>
          返还率（RTP）{rtp}%：长期平均每下注 100 金币返还 {rtp} 金币，庄家优势 {Math.round((100 - rtp) * 100) / 100}%。{limits}
        </p>
      )}
      <div className={styles.wrap}>
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col">玩法</th>
              <th scope="col" className={styles.narrow}>
                {paysTitle}
              </th>
              <th scope="col" className={`${styles.narrow} ${styles.right}`}>
                返还率
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{r.pays}</td>
                <td className={styles.right}>{r.rtp}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
