import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import type { BetView, GuessChoice } from '../../api/games';
import { GUESS_CHOICE_LABELS, outcomeText } from '../../lib/games';
import type { PlayStatus } from '../../store/slices/games';
import { Alert } from '../Alert';
import { Button, LinkButton } from '../Button';
import { Card } from '../Card';
import { DiceBoard } from '../DiceBoard';
import { RadioGroup } from '../RadioGroup';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';
import styles from './GuessPanel.module.css';

export interface GuessPanelProps {
  loggedIn: boolean;
  /** the game is switched off by the admin */
  closed?: boolean;
  stakeMin: number;
  stakeMax: number;
  status: PlayStatus;
  bet: BetView | null;
  /** the server's msg of the last play (or its refusal) */
  msg: string;
  /** my balance */
  coin?: number;
  onBet: (choice: GuessChoice, stake: number) => void;
}

const CHOICES: GuessChoice[] = ['big', 'small', 'odd', 'even', 'any_triple', 'triple_1', 'triple_2', 'triple_3', 'triple_4', 'triple_5', 'triple_6'];
const OPTIONS = CHOICES.map((c) => ({ value: c, label: GUESS_CHOICE_LABELS[c] }));

/** The stake as typed: a whole number, or null while the field holds anything else. */
const parseStake = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * 猜大小: pick a bet and a stake, roll, see the dice, the payout and the new balance. Drawn
 * without antd (issue 31): the bets are one RadioGroup (arrow keys move the choice), the stake a
 * text field whose typed value the button follows (issue 30: never the last valid one).
 */
export function GuessPanel({ loggedIn, closed, stakeMin, stakeMax, status, bet, msg, coin, onBet }: GuessPanelProps) {
  const [choice, setChoice] = useState<GuessChoice>('big');
  const [text, setText] = useState(String(Math.max(stakeMin, Math.min(10, stakeMax))));
  const stake = parseStake(text);
  const rolling = status === 'playing';
  const dice = bet && Array.isArray(bet.outcome.dice) ? (bet.outcome.dice as number[]) : null;
  const valid = stake !== null && Number.isInteger(stake) && stake >= stakeMin && stake <= stakeMax;
  const balance = coin !== undefined ? `当前余额 ${coin} 金币` : undefined;
  return (
    <Card title="猜大小">
      <div className={styles.stack}>
        <DiceBoard dice={dice} rolling={rolling} />
        <div role="status">
          {status === 'won' && bet && (
            <Alert type="success" title={`开出 ${outcomeText('guess', bet.outcome)}，${msg}`}>
              {balance}
            </Alert>
          )}
          {status === 'lost' && bet && (
            <Alert type="info" title={`开出 ${outcomeText('guess', bet.outcome)}，${msg}`}>
              {balance}
            </Alert>
          )}
          {status === 'refused' && <Alert type="error" icon={<CloseCircleFilled />}>{msg || '下注失败'}</Alert>}
          {rolling && <span>骰子转动中…</span>}
        </div>
        <RadioGroup<GuessChoice> label="押注" options={OPTIONS} value={choice} onChange={setChoice} className={styles.choices} />
        <div className={styles.row}>
          <label htmlFor="guess-stake">下注金币</label>
          <TextInput
            id="guess-stake"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            invalid={!valid}
            aria-describedby="guess-stake-range"
            className={styles.stake}
          />
          <span id="guess-stake-range" className={valid ? styles.muted : styles.danger}>
            {valid ? `${stakeMin}–${stakeMax} 金币` : `请输入 ${stakeMin}–${stakeMax} 之间的整数`}
          </span>
        </div>
        {closed ? (
          <Alert type="warning" icon={<ExclamationCircleFilled />}>
            猜大小已暂停开放，请稍后再来
          </Alert>
        ) : loggedIn ? (
          <Button variant="primary" size="large" block disabled={!valid} aria-busy={rolling || undefined} onClick={() => valid && !rolling && onBet(choice, stake)}>
            {rolling ? <Spinner size="small" /> : null}
            {valid ? `押 ${GUESS_CHOICE_LABELS[choice]} ${stake} 金币` : `押 ${GUESS_CHOICE_LABELS[choice]}`}
          </Button>
        ) : (
          <LinkButton variant="primary" size="large" block href="#/login">
            登录后开始游戏
          </LinkButton>
        )}
      </div>
    </Card>
  );
}
