import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Select, Tag } from 'antd';
import type { VerifyBody, VerifyReply } from '../../api/games';
import { GAME_NAMES, outcomeText } from '../../lib/games';
import { palette } from '../../theme';

export interface VerifyFormProps {
  /** values to start from (e.g. a bet from my history) */
  initial?: Partial<VerifyBody>;
  result: VerifyReply | null;
  loading?: boolean;
  error?: string;
  onVerify: (body: VerifyBody) => void;
}

interface Values {
  game: 'guess' | 'egg';
  server_seed: string;
  client_seed: string;
  nonce: number;
  bet_id?: number | null;
  choice?: string;
}

function Match({ ok, yes, no }: { ok: boolean | null; yes: string; no: string }) {
  if (ok === null) return null;
  return ok ? <Tag style={{ color: palette.green, borderColor: palette.green, background: palette.white }}>{yes}</Tag> : <Tag style={{ color: palette.red, borderColor: palette.red, background: palette.white }}>{no}</Tag>;
}

/** The verify tool: server seed, client seed and nonce → the outcome, compared with a stored bet. */
export function VerifyForm({ initial, result, loading, error, onVerify }: VerifyFormProps) {
  const key = JSON.stringify(initial ?? {});
  return (
    <Card title="验证工具" size="small">
      <Form<Values>
        key={key}
        layout="vertical"
        initialValues={{ game: 'guess', nonce: 0, ...initial }}
        onFinish={(v) => onVerify({ game: v.game, server_seed: v.server_seed.trim(), client_seed: v.client_seed.trim(), nonce: v.nonce, ...(v.bet_id ? { bet_id: v.bet_id } : { choice: v.game === 'guess' ? 'big' : undefined }) })}
      >
        {/* always set (initial value guess); no required rule: antd would put aria-required on the Select's box, which axe refuses */}
        <Form.Item name="game" label="游戏">
          <Select options={[{ value: 'guess', label: '猜大小' }, { value: 'egg', label: '砸金蛋' }]} aria-label="游戏" />
        </Form.Item>
        <Form.Item name="server_seed" label="服务端种子" rules={[{ required: true, message: '请输入服务端种子' }, { pattern: /^[0-9a-f]{64}$/, message: '服务端种子应为 64 位十六进制' }]}>
          <Input placeholder="轮换后公开的 64 位十六进制" />
        </Form.Item>
        <Form.Item name="client_seed" label="客户端种子" rules={[{ required: true, message: '请输入客户端种子' }, { pattern: /^[A-Za-z0-9_-]{1,64}$/, message: '客户端种子为 1–64 个字母、数字、_ 或 -' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nonce" label="第几局（这对种子下的局序号，从 0 开始）" rules={[{ required: true, message: '请输入局序号' }]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bet_id" label="局号（可选，填写后与该局记录比对）">
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          验证
        </Button>
      </Form>
      {error && <Alert style={{ marginTop: 16 }} type="error" showIcon message={error} />}
      {result && (
        <Descriptions style={{ marginTop: 16 }} size="small" column={1} bordered data-testid="verify-result">
          <Descriptions.Item label="SHA-256(服务端种子)">
            <span style={{ wordBreak: 'break-all' }}>{result.server_seed_hash}</span> <Match ok={result.hash_matches} yes="哈希一致" no="哈希不一致" />
          </Descriptions.Item>
          <Descriptions.Item label="重新计算的结果">
            {outcomeText(result.bet?.game ?? (result.outcome.dice ? 'guess' : 'egg'), result.outcome)} <Match ok={result.outcome_matches} yes="结果一致" no="结果不一致" />
          </Descriptions.Item>
          {result.bet && (
            <Descriptions.Item label={`第 ${result.bet.id} 局记录`}>
              {GAME_NAMES[result.bet.game]}：{outcomeText(result.bet.game, result.bet.outcome)}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Card>
  );
}
