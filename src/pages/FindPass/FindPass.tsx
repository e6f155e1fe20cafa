import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';
import { FindPassForm } from '../../components/FindPassForm';
import { accountActions, findPassSendRequested, findPassVerifyRequested, useAppDispatch } from '../../store';
import { useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /find_pass: the email address, then the 6-digit code and a new password; then /login. */
export default function FindPass() {
  useDocumentTitle('找回密码');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const send = useFormState('findPassSend');
  const verify = useFormState('findPassVerify');
  const [email, setEmail] = useState('');
  const step = send.status === 'done' ? 'reset' : 'email';

  useEffect(() => {
    if (verify.status === 'done') navigate('/login', { replace: true });
  }, [verify.status, navigate]);

  const current = step === 'email' ? send : verify;
  return (
    <AuthLayout
      title="找回密码"
      links={[
        { label: '想起来了？去登录', href: '#/login' },
        { label: '注册账号', href: '#/register' },
      ]}
    >
      <FindPassForm
        step={step}
        email={email}
        notice={send.msg}
        submitting={current.status === 'pending'}
        error={current.status === 'error' ? current.msg : ''}
        onSendCode={(address) => {
          setEmail(address);
          dispatch(findPassSendRequested({ email: address }));
        }}
        onReset={({ code, password }) => dispatch(findPassVerifyRequested({ email, code, password }))}
        onBack={() => {
          dispatch(accountActions.formReset('findPassSend'));
          dispatch(accountActions.formReset('findPassVerify'));
        }}
      />
    </AuthLayout>
  );
}
