import { useRef, useState, type FormEvent } from 'react';
import type { BragCreate, PvpLimits } from '../../api/pvp';
import { Button, LinkButton } from '../Button';
import { Card } from '../Card';
import { FormField } from '../FormField';
import { RadioGroup } from '../RadioGroup';
import { Spinner } from '../Spinner';
import { TextArea, TextInput } from '../TextInput';
import { useFocusFirstError, wholeNumberError } from '../StoneCreateForm/StoneCreateForm';
import styles from '../StoneCreateForm/CreateForm.module.css';

export interface BragCreateFormProps {
  limits?: PvpLimits['brag'] | null;
  loggedIn: boolean;
  submitting?: boolean;
  onSubmit: (body: BragCreate) => void;
  loginHref?: string;
}

interface Values {
  claim: string;
  answerA: string;
  answerB: string;
  truth: '' | '0' | '1';
  stake: string;
  hours: string;
  invite: string;
}
type Field = keyof Values;

const CLAIM_MAX = 50;
/** Characters as the reader counts them (an emoji is one), like antd's showCount. */
const length = (s: string) => Array.from(s).length;

/**
 * 吹牛: a claim (≤ 50 characters), two answers, the true one marked in secret, stake, open hours,
 * one optional invitee. A light form (issue 31): the rules are checked on 押注吹牛 and, once a
 * field was changed, as it changes; the first field with an error gets the focus.
 */
export function BragCreateForm({ limits, loggedIn, submitting, onSubmit, loginHref = '#/login' }: BragCreateFormProps) {
  const min = limits?.min_stake ?? 1;
  const max = limits?.max_stake ?? 1_000_000;
  const maxHours = limits?.max_hours ?? 48;
  const [v, setV] = useState<Values>(() => ({
    claim: '', answerA: '信', answerB: '不信', truth: '', stake: String(limits?.min_stake ?? 10), hours: String(Math.min(24, maxHours)), invite: '',
  }));
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [tries, setTries] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, tries);

  // every rule runs on every render: 答案二's 两个答案不能相同 follows 答案一 too (antd `dependencies`)
  const errors: Record<Field, string> = {
    claim: !v.claim.trim() ? '请写下要吹的牛' : length(v.claim) > CLAIM_MAX ? '最多 50 个字' : '',
    answerA: !v.answerA.trim() ? '请填写答案一' : length(v.answerA) > 10 ? '最多 10 个字' : '',
    answerB: !v.answerB.trim() ? '请填写答案二' : length(v.answerB) > 10 ? '最多 10 个字' : v.answerB.trim() === v.answerA.trim() ? '两个答案不能相同' : '',
    truth: v.truth === '' ? '请标记真实答案' : '',
    stake: wholeNumberError(v.stake, min, max, '请输入押注', `押注须在 ${min}–${max} 金币之间`),
    hours: wholeNumberError(v.hours, 1, maxHours, '请输入有效期', `有效期为 1–${maxHours} 小时`),
    invite: length(v.invite) > 20 ? '用户名最多 20 个字符' : '',
  };
  const error = (f: Field) => (shown[f] ? errors[f] : '');
  const set = (f: Field, value: string) => {
    setV((old) => ({ ...old, [f]: value }));
    setShown((s) => ({ ...s, [f]: true }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setShown({ claim: true, answerA: true, answerB: true, truth: true, stake: true, hours: true, invite: true });
    if (Object.values(errors).some(Boolean)) {
      setTries((t) => t + 1);
      return;
    }
    onSubmit({
      claim: v.claim.trim(),
      answers: [v.answerA.trim(), v.answerB.trim()],
      truth: v.truth === '1' ? 1 : 0,
      stake: Number(v.stake),
      hours: Number(v.hours),
      ...(v.invite.trim() ? { invite: v.invite.trim() } : {}),
    });
  };
  /** props of a text or number box: id, value, error wiring */
  const box = (f: Field, ids: { id: string; errorId: string }) => ({
    id: ids.id,
    value: v[f],
    invalid: !!error(f),
    'aria-describedby': error(f) ? ids.errorId : undefined,
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
  });
  return (
    <Card title={<h2 className={styles.heading}>我要吹牛</h2>}>
      {loggedIn ? (
        <form ref={form} noValidate onSubmit={submit} aria-label="我要吹牛">
          <FormField label="吹的牛（最多 50 字）" error={error('claim')} hint={`${length(v.claim)} / ${CLAIM_MAX}`}>
            {(ids) => <TextArea {...box('claim', ids)} rows={2} maxLength={CLAIM_MAX} placeholder="例如：我今天中午吃了火锅" aria-label="吹的牛" />}
          </FormField>
          <div className={styles.row}>
            <FormField label="答案一" error={error('answerA')}>
              {(ids) => <TextInput {...box('answerA', ids)} maxLength={10} className={styles.narrow} aria-label="答案一" />}
            </FormField>
            <FormField label="答案二" error={error('answerB')}>
              {(ids) => <TextInput {...box('answerB', ids)} maxLength={10} className={styles.narrow} aria-label="答案二" />}
            </FormField>
          </div>
          <FormField group label="真实答案（只公开承诺哈希，结算后揭晓）" error={error('truth')}>
            {() => (
              <RadioGroup<Values['truth']>
                label="真实答案"
                value={v.truth}
                options={[
                  { value: '0', label: '答案一' },
                  { value: '1', label: '答案二' },
                ]}
                onChange={(t) => set('truth', t)}
              />
            )}
          </FormField>
          <div className={styles.row}>
            <FormField label={`押注金币（${min}–${max}）`} error={error('stake')}>
              {(ids) => <TextInput {...box('stake', ids)} type="number" inputMode="numeric" min={1} step={1} className={styles.medium} aria-label="押注金币" />}
            </FormField>
            <FormField label={`有效期（1–${maxHours} 小时）`} error={error('hours')}>
              {(ids) => <TextInput {...box('hours', ids)} type="number" inputMode="numeric" min={1} step={1} className={styles.medium} aria-label="有效期小时" />}
            </FormField>
            <FormField label="邀请一位会员（可选）" error={error('invite')}>
              {(ids) => <TextInput {...box('invite', ids)} maxLength={20} className={styles.wide} placeholder="对方用户名" aria-label="邀请会员用户名" />}
            </FormField>
          </div>
          <div className={styles.foot}>
            <div className={styles.note}>
              应答者押同样的金币并选一个答案：选对则应答者赢，选错则你赢；赢家得奖池扣 {limits?.fee_percent ?? 5}% 手续费。到期无人应答自动退还；被邀请人拒绝后所有人可应答。
            </div>
            <Button type="submit" variant="primary" aria-busy={submitting || undefined}>
              {submitting ? <Spinner size="small" /> : null}
              押注吹牛
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.loggedOut}>
          <p>登录后可以吹牛或应答别人的牛，押注金币一较高下。</p>
          <LinkButton variant="primary" href={loginHref}>
            登录后吹牛
          </LinkButton>
        </div>
      )}
    </Card>
  );
}
