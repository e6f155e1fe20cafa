import { Alert, Button, Form, Input } from 'antd';
import { confirmRules, emailRules, passwordRules, usernameRules } from './rules';

export interface RegisterValues {
  username: string;
  password: string;
  email: string;
  invite_code?: string;
}

export interface RegisterFormProps {
  /** The invite-code field (site setting showInputInviteCode): shown and required when on. */
  showInviteCode: boolean;
  submitting?: boolean;
  /** The server's msg when registration was refused. */
  error?: string;
  onSubmit: (values: RegisterValues) => void;
}

interface Fields extends RegisterValues {
  confirm: string;
}

/** Registration: username, email, password twice and, when the site asks, an invite code. Validated before sending. */
export function RegisterForm({ showInviteCode, submitting, error, onSubmit }: RegisterFormProps) {
  const finish = (v: Fields) =>
    onSubmit({
      username: v.username.trim(),
      email: v.email.trim(),
      password: v.password,
      ...(showInviteCode ? { invite_code: (v.invite_code ?? '').trim() } : {}),
    });
  return (
    <Form<Fields> noValidate layout="vertical" onFinish={finish} requiredMark={false} disabled={submitting} aria-label="注册表单">
      <Form.Item label="用户名" name="username" rules={usernameRules} extra="3–20 个字符：字母、数字、汉字或下划线">
        <Input autoComplete="username" maxLength={20} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={emailRules} extra="用于找回密码">
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={passwordRules}>
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules('password')}>
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      {showInviteCode ? (
        <Form.Item label="邀请码" name="invite_code" rules={[{ required: true, whitespace: true, message: '请输入邀请码' }, { max: 32, message: '邀请码最多 32 个字符' }]}>
          <Input maxLength={32} />
        </Form.Item>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        注册
      </Button>
    </Form>
  );
}
