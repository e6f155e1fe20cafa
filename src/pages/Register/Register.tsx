import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { RegisterForm } from '../../components/RegisterForm';
import { registerRequested, useAppDispatch, useAppSelector } from '../../store';
import { useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /register: registering also logs in; then the search page opens. */
export default function Register() {
  useDocumentTitle('注册');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const showInviteCode = useAppSelector((s) => s.setting.showInputInviteCode);
  const form = useFormState('register');

  useEffect(() => {
    if (form.status === 'done') navigate('/main/index', { replace: true });
  }, [form.status, navigate]);

  return (
    <AuthLayout
      title="注册"
      links={[
        { label: '已有账号？去登录', href: '#/login' },
        { label: '忘记密码', href: '#/find_pass' },
      ]}
    >
      <RegisterForm
        showInviteCode={showInviteCode}
        submitting={form.status === 'pending'}
        error={form.status === 'error' ? form.msg : ''}
        onSubmit={(values) => dispatch(registerRequested(values))}
      />
    </AuthLayout>
  );
}
