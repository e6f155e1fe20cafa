import { CloseCircleFilled } from '@ant-design/icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { VerifyBody, VerifyReply } from '../../api/games';
import { GAME_NAMES, outcomeText } from '../../lib/games';
import { presetTagColors } from '../../theme/tokens';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { DescriptionList } from '../DescriptionList';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { Tag } from '../Tag';
import { TextInput } from '../TextInput';
import styles from './VerifyForm.module.css';

export interface VerifyFormProps {
  /** values to start from (e.g. a bet from my history) */
  initial?: Partial<VerifyBody>;
  result: VerifyReply | null;
  loading?: boolean;
  error?: string;
  onVerify: (body: VerifyBody) => void;
}

type Game = 'guess' | 'egg';
interface Values {
  game: Game;
  server_seed: string;
  client_seed: string;
  nonce: string;
  bet_id: string;
}
type Field = Exclude<keyof Values, 'game'>;
type Errors = Partial<Record<Field, string>>;

const GAMES = [
  { value: 'guess', label: '猜大小' },
  { value: 'egg', label: '砸金蛋' },
];
const FIELDS: Field[] = ['server_seed', 'client_seed', 'nonce', 'bet_id'];

/** The form's rules (the server checks them again): the first broken rule of each field. */
export function validateVerify(v: Values): Errors {
  const e: Errors = {};
  const seed = v.server_seed.trim();
  const client = v.client_seed.trim();
  if (!seed) e.server_seed = '请输入服务端种子';
  else if (!/^[0-9a-f]{64}$/.test(seed)) e.server_seed = '服务端种子应为 64 位十六进制';
  if (!client) e.client_seed = '请输入客户端种子';
  else if (!/^[A-Za-z0-9_-]{1,64}$/.test(client)) e.client_seed = '客户端种子为 1–64 个字母、数字、_ 或 -';
  if (!v.nonce.trim()) e.nonce = '请输入局序号';
  else if (!/^\d+$/.test(v.nonce.trim())) e.nonce = '局序号为不小于 0 的整数';
  if (v.bet_id.trim() && !/^[1-9]\d*$/.test(v.bet_id.trim())) e.bet_id = '局号为正整数';
  return e;
}

const GREEN = { text: presetTagColors.green.text, bg: '#ffffff', border: presetTagColors.green.text };
const RED = { text: presetTagColors.red.text, bg: '#ffffff', border: presetTagColors.red.text };

function Match({ ok, yes, no }: { ok: boolean | null; yes: string; no: string }) {
  if (ok === null) return null;
  return ok ? <Tag color={GREEN}>{yes}</Tag> : <Tag color={RED}>{no}</Tag>;
}

const start = (initial?: Partial<VerifyBody>): Values => ({
  game: initial?.game ?? 'guess',
  server_seed: initial?.server_seed ?? '',
  client_seed: initial?.client_seed ?? '',
  nonce: String(initial?.nonce ?? 0),
  bet_id: initial?.bet_id ? String(initial.bet_id) : '',
});

/** The fields; keyed by the starting values, so a bet picked from the history starts it afresh. */
function Fields({ initial, loading, onVerify }: Pick<VerifyFormProps, 'initial' | 'loading' | 'onVerify'>) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => start(initial));
  const [errors, setErrors] = useState<Errors>({});
  // after the first 验证 the messages follow the typing (antd Form's behaviour)
  const [checked, setChecked] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value } as Values;
    setValues(next);
    if (checked) setErrors(validateVerify(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateVerify(values);
    setErrors(found);
    setChecked(true);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const betId = values.bet_id.trim() ? Number(values.bet_id.trim()) : null;
    onVerify({
      game: values.game,
      server_seed: values.server_seed.trim(),
      client_seed: values.client_seed.trim(),
      nonce: Number(values.nonce.trim()),
      ...(betId ? { bet_id: betId } : { choice: values.game === 'guess' ? 'big' : undefined }),
    });
  };
  const field = (name: Field, label: string, required: boolean, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <div className={styles.item}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {required ? (
          <span aria-hidden className={styles.required}>
            *
          </span>
        ) : null}
        {label}
      </label>
      <TextInput
        id={`${id}-${name}`}
        ref={(el) => {
          refs.current[name] = el;
        }}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        invalid={!!errors[name]}
        aria-required={required || undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        autoComplete="off"
        spellCheck={false}
        {...extra}
      />
      {errors[name] ? (
        <div id={`${id}-${name}-error`} className={styles.error}>
          {errors[name]}
        </div>
      ) : null}
    </div>
  );
  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <div className={styles.item}>
        <label htmlFor={`${id}-game`} className={styles.label}>
          游戏
        </label>
        <Select id={`${id}-game`} options={GAMES} value={values.game} onChange={(v) => set('game', v)} />
      </div>
      {field('server_seed', '服务端种子', true, { placeholder: '轮换后公开的 64 位十六进制' })}
      {field('client_seed', '客户端种子', true)}
      {field('nonce', '第几局（这对种子下的局序号，从 0 开始）', true, { inputMode: 'numeric' })}
      {field('bet_id', '局号（可选，填写后与该局记录比对）', false, { inputMode: 'numeric' })}
      <div>
        <Button type="submit" variant="primary" aria-busy={loading || undefined}>
          {loading ? <Spinner size="small" /> : null}
          验证
        </Button>
      </div>
    </form>
  );
}

/**
 * The verify tool: server seed, client seed and nonce → the outcome, compared with a stored bet.
 * Drawn without antd (issue 31: the game hall is a public page): a plain form with the rules of
 * validateVerify, the messages under their fields (aria-describedby), focus on the first wrong one.
 */
export function VerifyForm({ initial, result, loading, error, onVerify }: VerifyFormProps) {
  return (
    <Card title="验证工具" size="small">
      <Fields key={JSON.stringify(initial ?? {})} initial={initial} loading={loading} onVerify={onVerify} />
      {error && (
        <div className={styles.after}>
          <Alert type="error" role="alert" icon={<CloseCircleFilled />}>
            {error}
          </Alert>
        </div>
      )}
      {result && (
        <div className={styles.after} data-testid="verify-result">
          <DescriptionList
            columns={1}
            aria-label="验证结果"
            items={[
              {
                key: 'hash',
                label: 'SHA-256(服务端种子)',
                children: (
                  <>
                    <span className={styles.hash}>{result.server_seed_hash}</span> <Match ok={result.hash_matches} yes="哈希一致" no="哈希不一致" />
                  </>
                ),
              },
              {
                key: 'outcome',
                label: '重新计算的结果',
                children: (
                  <>
                    {outcomeText(result.bet?.game ?? (result.outcome.dice ? 'guess' : 'egg'), result.outcome)} <Match ok={result.outcome_matches} yes="结果一致" no="结果不一致" />
                  </>
                ),
              },
              ...(result.bet
                ? [{ key: 'bet', label: `第 ${result.bet.id} 局记录`, children: `${GAME_NAMES[result.bet.game]}：${outcomeText(result.bet.game, result.bet.outcome)}` }]
                : []),
            ]}
          />
        </div>
      )}
    </Card>
  );
}
