import { Button, Card, Flex, Form, InputNumber, Radio } from 'antd';
import type { PvpLimits, StoneCreate, StoneMove } from '../../api/pvp';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { STONE_MOVES } from '../PvpGameCard';

export interface StoneCreateFormProps {
  limits?: PvpLimits['stone'] | null;
  loggedIn: boolean;
  submitting?: boolean;
  onSubmit: (body: StoneCreate) => void;
  loginHref?: string;
}

/** Open a 石头剪刀布 game: a hidden move and a stake within the site's limits. */
export function StoneCreateForm({ limits, loggedIn, submitting, onSubmit, loginHref = '#/login' }: StoneCreateFormProps) {
  const [form] = Form.useForm<{ move: StoneMove; stake: number }>();
  const min = limits?.min_stake ?? 1;
  const max = limits?.max_stake ?? 1_000_000;
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>开一局</h2>}>
      {loggedIn ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ stake: limits?.min_stake ?? 10 }}
          onFinish={(v) => onSubmit({ move: v.move, stake: v.stake })}
          requiredMark={false}
        >
          <Form.Item name="move" label="你的出招（只有承诺哈希会公开，结算后揭晓）" rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('请选择出招'))) }]}>
            <Radio.Group optionType="button" buttonStyle="solid" aria-label="你的出招">
              {STONE_MOVES.map((m) => (
                <Radio.Button key={m.value} value={m.value}>
                  {m.label}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="stake"
            label={`押注金币（${min}–${max}）`}
            rules={[
              { required: true, message: '请输入押注' },
              { type: 'number', min, max, message: `押注须在 ${min}–${max} 金币之间` },
            ]}
          >
            <InputNumber precision={0} min={1} style={{ width: 180 }} aria-label="押注金币" />
          </Form.Item>
          <Flex vertical gap={spacing.sm}>
            <div style={{ color: alias.mutedText, ...typeScale.caption }}>
              {limits
                ? `对手出招并押同样的金币后立即结算：赢家得奖池扣 ${limits.fee_percent}% 手续费，平局各自退还；${Math.round(limits.expire_minutes / 60 * 10) / 10} 小时无人应战自动退还。`
                : '对手出招并押同样的金币后立即结算；无人应战到期自动退还。'}
            </div>
            <Button type="primary" htmlType="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              押注开局
            </Button>
          </Flex>
        </Form>
      ) : (
        <Flex vertical gap={spacing.sm} align="flex-start">
          <p style={{ margin: 0 }}>登录后可以开局或应战，押注金币与其他会员对战。</p>
          <Button type="primary" href={loginHref}>登录后开局</Button>
        </Flex>
      )}
    </Card>
  );
}
