import { Button, Card, Flex, Form, Input, InputNumber, Radio } from 'antd';
import type { BragCreate, PvpLimits } from '../../api/pvp';
import { alias, fontWeights, spacing, typeScale } from '../../theme';

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
  truth: 0 | 1;
  stake: number;
  hours: number;
  invite?: string;
}

/** 吹牛: a claim (≤ 50 characters), two answers, the true one marked in secret, stake, open hours, one optional invitee. */
export function BragCreateForm({ limits, loggedIn, submitting, onSubmit, loginHref = '#/login' }: BragCreateFormProps) {
  const [form] = Form.useForm<Values>();
  const min = limits?.min_stake ?? 1;
  const max = limits?.max_stake ?? 1_000_000;
  const maxHours = limits?.max_hours ?? 48;
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>我要吹牛</h2>}>
      {loggedIn ? (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ answerA: '信', answerB: '不信', stake: limits?.min_stake ?? 10, hours: Math.min(24, maxHours) }}
          onFinish={(v) =>
            onSubmit({
              claim: v.claim.trim(),
              answers: [v.answerA.trim(), v.answerB.trim()],
              truth: v.truth,
              stake: v.stake,
              hours: v.hours,
              ...(v.invite?.trim() ? { invite: v.invite.trim() } : {}),
            })
          }
        >
          <Form.Item
            name="claim"
            label="吹的牛（最多 50 字）"
            rules={[{ required: true, whitespace: true, message: '请写下要吹的牛' }, { max: 50, message: '最多 50 个字' }]}
          >
            <Input.TextArea showCount maxLength={50} autoSize={{ minRows: 2, maxRows: 3 }} placeholder="例如：我今天中午吃了火锅" aria-label="吹的牛" />
          </Form.Item>
          <Flex gap={spacing.sm} wrap>
            <Form.Item name="answerA" label="答案一" rules={[{ required: true, whitespace: true, message: '请填写答案一' }, { max: 10, message: '最多 10 个字' }]}>
              <Input maxLength={10} style={{ width: 140 }} aria-label="答案一" />
            </Form.Item>
            <Form.Item
              name="answerB"
              label="答案二"
              dependencies={['answerA']}
              rules={[
                { required: true, whitespace: true, message: '请填写答案二' },
                { max: 10, message: '最多 10 个字' },
                ({ getFieldValue }) => ({
                  validator: (_, v: string) => (v && v.trim() === String(getFieldValue('answerA') ?? '').trim() ? Promise.reject(new Error('两个答案不能相同')) : Promise.resolve()),
                }),
              ]}
            >
              <Input maxLength={10} style={{ width: 140 }} aria-label="答案二" />
            </Form.Item>
          </Flex>
          <Form.Item name="truth" label="真实答案（只公开承诺哈希，结算后揭晓）" rules={[{ validator: (_, v) => (v === 0 || v === 1 ? Promise.resolve() : Promise.reject(new Error('请标记真实答案'))) }]}>
            <Radio.Group aria-label="真实答案">
              <Radio value={0}>答案一</Radio>
              <Radio value={1}>答案二</Radio>
            </Radio.Group>
          </Form.Item>
          <Flex gap={spacing.sm} wrap>
            <Form.Item
              name="stake"
              label={`押注金币（${min}–${max}）`}
              rules={[{ required: true, message: '请输入押注' }, { type: 'number', min, max, message: `押注须在 ${min}–${max} 金币之间` }]}
            >
              <InputNumber precision={0} min={1} style={{ width: 160 }} aria-label="押注金币" />
            </Form.Item>
            <Form.Item
              name="hours"
              label={`有效期（1–${maxHours} 小时）`}
              rules={[{ required: true, message: '请输入有效期' }, { type: 'number', min: 1, max: maxHours, message: `有效期为 1–${maxHours} 小时` }]}
            >
              <InputNumber precision={0} min={1} style={{ width: 160 }} aria-label="有效期小时" />
            </Form.Item>
            <Form.Item name="invite" label="邀请一位会员（可选）" rules={[{ max: 20, message: '用户名最多 20 个字符' }]}>
              <Input maxLength={20} style={{ width: 180 }} placeholder="对方用户名" aria-label="邀请会员用户名" />
            </Form.Item>
          </Flex>
          <Flex vertical gap={spacing.sm}>
            <div style={{ color: alias.mutedText, ...typeScale.caption }}>
              应答者押同样的金币并选一个答案：选对则应答者赢，选错则你赢；赢家得奖池扣 {limits?.fee_percent ?? 5}% 手续费。到期无人应答自动退还；被邀请人拒绝后所有人可应答。
            </div>
            <Button type="primary" htmlType="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
              押注吹牛
            </Button>
          </Flex>
        </Form>
      ) : (
        <Flex vertical gap={spacing.sm} align="flex-start">
          <p style={{ margin: 0 }}>登录后可以吹牛或应答别人的牛，押注金币一较高下。</p>
          <Button type="primary" href={loginHref}>登录后吹牛</Button>
        </Flex>
      )}
    </Card>
  );
}
