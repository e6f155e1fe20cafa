import { Alert, Button, Flex, Form, Input, Steps } from 'antd';
import { codeRules, confirmRules, emailRules, passwordRules } from '../RegisterForm/rules';
import { spacing } from '../../theme';

export interface FindPassFormProps {
  /** email: ask for the address; reset: the 6-digit code and the new password. */
  step: 'email' | 'reset';
  /** The address the code went to (reset step). */
  email?: string;
  submitting?: boolean;
  /** The server's msg when a step was refused. */
  error?: string;
  /** The server's msg after the code was sent. */
  notice?: string;
  onSendCode: (email: string) => void;
  onReset: (values: { code: string; password: string }) => void;
  /** Back to the first step (another address, or a new code). */
  onBack: () => void;
}

/** Password recovery in two steps: the email address, then the code from the mail and a new password. */
export function FindPassForm({ step, email = '', submitting, error, notice, onSendCode, onReset, onBack }: FindPassFormProps) {
  return (
    <Flex vertical gap={spacing.md}>
      <Steps size="small" current={step === 'email' ? 0 : 1} items={[{ title: '填写邮箱' }, { title: '设置新密码' }]} />
      {step === 'email' ? (
        <Form<{ email: string }>
          noValidate
          key="email"
          layout="vertical"
          requiredMark={false}
          disabled={submitting}
          initialValues={{ email }}
          onFinish={(v) => onSendCode(v.email.trim())}
        >
          <Form.Item label="注册邮箱" name="email" rules={emailRules}>
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: spacing.md }} /> : null}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            发送验证码
          </Button>
        </Form>
      ) : (
        <Form<{ code: string; password: string; confirm: string }>
          noValidate
          key="reset"
          layout="vertical"
          requiredMark={false}
          disabled={submitting}
          onFinish={(v) => onReset({ code: v.code.trim(), password: v.password })}
        >
          <Alert type="info" showIcon message={notice || '验证码已发送，请查收邮件'} description={`邮箱：${email}（15 分钟内有效）`} style={{ marginBottom: spacing.md }} />
          <Form.Item label="验证码" name="code" rules={codeRules}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6 位数字" />
          </Form.Item>
          <Form.Item label="新密码" name="password" rules={passwordRules}>
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
          <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={confirmRules('password')}>
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: spacing.md }} /> : null}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            重置密码
          </Button>
          <Button type="link" block onClick={onBack} style={{ marginTop: spacing.xs }}>
            没收到？重新发送或换个邮箱
          </Button>
        </Form>
      )}
    </Flex>
  );
}
