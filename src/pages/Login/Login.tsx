import { Button, Card, Flex, Form, Input, Layout } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteBrand } from '../../components/SiteBrand';
import { MSG_LOGIN_CHALLENGE } from '../../lib/loginPow';
import { loginRequested, useAppDispatch } from '../../store';
import { alias, spacing } from '../../theme';
import { loginDestination } from '../../lib/loginReturn';
import { AFTER_LOGIN_STATE } from '../loginHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

interface LoginForm {
  username: string;
  password: string;
}

/** /login: a standalone page; the login saga does the call, this page only collects input. */
export default function Login() {
  useDocumentTitle('登录');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [verifying, setVerifying] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = (values: LoginForm) => {
    setSubmitting(true);
    setVerifying(false);
    setError('');
    dispatch(
      loginRequested({
        credentials: { username: values.username.trim(), password: values.password },
        onSuccess: () => {
          setSubmitting(false);
          setVerifying(false);
          // back to the page (and action) the login was asked from (lib/loginReturn.ts)
          navigate(loginDestination(location.search, from), { replace: true, state: AFTER_LOGIN_STATE });
        },
        onFailure: (msg) => {
          setSubmitting(false);
          setVerifying(false);
          setError(msg);
        },
        onChallenge: () => setVerifying(true),
      }),
    );
  };

  return (
    <Layout style={{ minHeight: '100vh', background: alias.heroBg }}>
      <Layout.Content style={{ padding: `${spacing.xxl}px ${spacing.md}px` }}>
        <Flex vertical align="center" gap={spacing.lg}>
          <SiteBrand size="small" href="#/" />
          <Card title={<h1 style={{ margin: 0, fontSize: 20 }}>登录</h1>} style={{ width: '100%', maxWidth: 400 }}>
            <Form<LoginForm> noValidate layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
              <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
                <Input autoComplete="username" maxLength={32} autoFocus />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
                <Input.Password autoComplete="current-password" maxLength={64} />
              </Form.Item>
              {error ? (
                <p role="alert" style={{ color: '#cf1322', marginTop: 0 }}>
                  {error}
                </p>
              ) : null}
              {verifying ? (
                <p role="status" style={{ color: alias.mutedText, marginTop: 0 }}>
                  {MSG_LOGIN_CHALLENGE}
                </p>
              ) : null}
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {verifying ? '安全验证中' : '登录'}
              </Button>
            </Form>
            <Flex justify="space-between" style={{ marginTop: spacing.md }}>
              <a href="#/register">注册账号</a>
              <a href="#/find_pass">忘记密码</a>
            </Flex>
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
