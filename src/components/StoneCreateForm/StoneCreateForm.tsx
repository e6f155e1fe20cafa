import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { PvpLimits, StoneCreate, StoneMove } from '../../api/pvp';
import { Button, LinkButton } from '../Button';
import { Card } from '../Card';
import { FormField } from '../FormField';
import { STONE_MOVES } from '../PvpGameCard';
import { RadioGroup } from '../RadioGroup';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';
import styles from './CreateForm.module.css';

export interface StoneCreateFormProps {
  limits?: PvpLimits['stone'] | null;
  loggedIn: boolean;
  submitting?: boolean;
  onSubmit: (body: StoneCreate) => void;
  loginHref?: string;
}

/**
 * The message for a whole number typed in a number box, or '' when it is within min–max: empty →
 * `required`, anything else out of range or not whole → `range` (antd InputNumber precision 0).
 */
export function wholeNumberError(text: string, min: number, max: number, required: string, range: string): string {
  if (text.trim() === '') return required;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? '' : range;
}

/**
 * Focuses the first control with an error after a refused submit (`tries` counts them): an
 * `aria-invalid` box, or the first choice of a group whose fieldset names its message.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, tries: number) {
  useEffect(() => {
    if (tries > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input:not(:disabled)')?.focus();
  }, [form, tries]);
}

/**
 * Open a 石头剪刀布 game: a hidden move and a stake within the site's limits. A light form (issue
 * 31): the rules are checked on 押注开局 and, once a field was changed, as it changes; the first
 * field with an error gets the focus.
 */
export function StoneCreateForm({ limits, loggedIn, submitting, onSubmit, loginHref = '#/login' }: StoneCreateFormProps) {
  const min = limits?.min_stake ?? 1;
  const max = limits?.max_stake ?? 1_000_000;
  const [move, setMove] = useState<StoneMove | ''>('');
  const [stake, setStake] = useState(() => String(limits?.min_stake ?? 10));
  const [shown, setShown] = useState({ move: false, stake: false });
  const [tries, setTries] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, tries);

  const errors = {
    move: move ? '' : '请选择出招',
    stake: wholeNumberError(stake, min, max, '请输入押注', `押注须在 ${min}–${max} 金币之间`),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setShown({ move: true, stake: true });
    if (errors.move || errors.stake) {
      setTries((t) => t + 1);
      return;
    }
    onSubmit({ move: move as StoneMove, stake: Number(stake) });
  };
  const moveError = shown.move ? errors.move : '';
  const stakeError = shown.stake ? errors.stake : '';
  return (
    <Card title={<h2 className={styles.heading}>开一局</h2>}>
      {loggedIn ? (
        <form ref={form} noValidate onSubmit={submit} aria-label="开一局">
          <FormField group label="你的出招（只有承诺哈希会公开，结算后揭晓）" error={moveError}>
            {() => (
              <RadioGroup<StoneMove | ''>
                label="你的出招"
                value={move}
                options={STONE_MOVES}
                onChange={(v) => {
                  setMove(v);
                  setShown((s) => ({ ...s, move: true }));
                }}
              />
            )}
          </FormField>
          <FormField label={`押注金币（${min}–${max}）`} error={stakeError}>
            {({ id, errorId }) => (
              <TextInput
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className={styles.wide}
                aria-label="押注金币"
                aria-describedby={stakeError ? errorId : undefined}
                invalid={!!stakeError}
                value={stake}
                onChange={(e) => {
                  setStake(e.target.value);
                  setShown((s) => ({ ...s, stake: true }));
                }}
              />
            )}
          </FormField>
          <div className={styles.foot}>
            <div className={styles.note}>
              {limits
                ? `对手出招并押同样的金币后立即结算：赢家得奖池扣 ${limits.fee_percent}% 手续费，平局各自退还；${Math.round(limits.expire_minutes / 60 * 10) / 10} 小时无人应战自动退还。`
                : '对手出招并押同样的金币后立即结算；无人应战到期自动退还。'}
            </div>
            <Button type="submit" variant="primary" aria-busy={submitting || undefined}>
              {submitting ? <Spinner size="small" /> : null}
              押注开局
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.loggedOut}>
          <p>登录后可以开局或应战，押注金币与其他会员对战。</p>
          <LinkButton variant="primary" href={loginHref}>
            登录后开局
          </LinkButton>
        </div>
      )}
    </Card>
  );
}
