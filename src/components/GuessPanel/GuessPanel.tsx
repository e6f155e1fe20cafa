import { Alert, Button, Card, Flex, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { BetView, GuessChoice } from '../../api/games';
import { GUESS_CHOICE_LABELS, outcomeText } from '../../lib/games';
import type { PlayStatus } from '../../store/slices/games';
import { spacing } from '../../theme';
import { DiceBoard } from '../DiceBoard';

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

const MAIN: GuessChoice[] = ['big', 'small', 'odd', 'even', 'any_triple'];
const TRIPLES: GuessChoice[] = ['triple_1', 'triple_2', 'triple_3', 'triple_4', 'triple_5', 'triple_6'];

/** 猜大小: pick a bet and a stake, roll, see the dice, the payout and the new balance. */
export function GuessPanel({ loggedIn, closed, stakeMin, stakeMax, status, bet, msg, coin, onBet }: GuessPanelProps) {
  const [choice, setChoice] = useState<GuessChoice>('big');
  const [stake, setStake] = useState<number | null>(Math.max(stakeMin, Math.min(10, stakeMax)));
  const rolling = status === 'playing';
  const dice = bet && Array.isArray(bet.outcome.dice) ? (bet.outcome.dice as number[]) : null;
  const valid = stake !== null && Number.isInteger(stake) && stake >= stakeMin && stake <= stakeMax;
  return (
    <Card title="猜大小">
      <Flex vertical gap={spacing.md}>
        <DiceBoard dice={dice} rolling={rolling} />
        <div aria-live="polite">
          {status === 'won' && bet && (
            <Alert type="success" showIcon message={`开出 ${outcomeText('guess', bet.outcome)}，${msg}`} description={coin !== undefined ? `当前余额 ${coin} 金币` : undefined} />
          )}
          {status === 'lost' && bet && (
            <Alert type="info" showIcon message={`开出 ${outcomeText('guess', bet.outcome)}，${msg}`} description={coin !== undefined ? `当前余额 ${coin} 金币` : undefined} />
          )}
          {status === 'refused' && <Alert type="error" showIcon message={msg || '下注失败'} />}
          {rolling && <Typography.Text>骰子转动中…</Typography.Text>}
        </div>
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as GuessChoice)} aria-label="押注">
          <Flex vertical gap={spacing.sm}>
            <Flex gap={spacing.sm} wrap>
              {MAIN.map((c) => (
                <Radio.Button key={c} value={c}>
                  {GUESS_CHOICE_LABELS[c]}
                </Radio.Button>
              ))}
            </Flex>
            <Flex gap={spacing.sm} wrap>
              {TRIPLES.map((c) => (
                <Radio.Button key={c} value={c}>
                  {GUESS_CHOICE_LABELS[c]}
                </Radio.Button>
              ))}
            </Flex>
          </Flex>
        </Radio.Group>
        <Flex gap={spacing.sm} align="center" wrap>
          <label htmlFor="guess-stake">下注金币</label>
          {/* onChange only fires for values inside min–max, so the button kept the last valid stake
              while the field showed 0; the typed text is what the button must follow (issue 30) */}
          <InputNumber
            id="guess-stake"
            min={stakeMin}
            max={stakeMax}
            precision={0}
            value={stake}
            onChange={(v) => setStake(v)}
            onInput={(text) => setStake(text.trim() === '' || !/^\d+$/.test(text.trim()) ? null : Number(text.trim()))}
            status={valid ? undefined : 'error'}
            aria-describedby="guess-stake-range"
            style={{ width: 140 }}
          />
          <Typography.Text id="guess-stake-range" type={valid ? 'secondary' : 'danger'}>
            {valid ? `${stakeMin}–${stakeMax} 金币` : `请输入 ${stakeMin}–${stakeMax} 之间的整数`}
          </Typography.Text>
        </Flex>
        {closed ? (
          <Alert type="warning" showIcon message="猜大小已暂停开放，请稍后再来" />
        ) : loggedIn ? (
          <Button type="primary" size="large" loading={rolling} disabled={!valid} onClick={() => valid && onBet(choice, stake)}>
            {valid ? `押 ${GUESS_CHOICE_LABELS[choice]} ${stake} 金币` : `押 ${GUESS_CHOICE_LABELS[choice]}`}
          </Button>
        ) : (
          <Button type="primary" size="large" href="#/login">
            登录后开始游戏
          </Button>
        )}
      </Flex>
    </Card>
  );
}
