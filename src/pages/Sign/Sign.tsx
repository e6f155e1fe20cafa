import { Flex } from 'antd';
import { useEffect } from 'react';
import { SignList } from '../../components/SignList';
import { SignPanel } from '../../components/SignPanel';
import { signDayRequested, signListRequested, signStatusRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { resultOf, useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { focusWhenShown, useLoginAction, useLoginHref } from '../loginHooks';

/** /main/bbs/sign: sign in with a mood line (streak, today's reward, reward table) and the sign list. */
export default function Sign() {
  useDocumentTitle('每日签到');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const status = useAppSelector((s) => s.account.signStatus);
  const list = useAppSelector((s) => s.account.signList);
  const form = useFormState('signDay');
  // 登录后签到 comes back here, to the sign form (issue 30)
  const loginHref = useLoginHref('sign');
  useLoginAction('sign', () => focusWhenShown('textarea[aria-label="签到心情内容"]'));

  useEffect(() => {
    if (token) dispatch(signStatusRequested());
  }, [dispatch, token]);
  useEffect(() => {
    dispatch(signListRequested({ page: 1 }));
  }, [dispatch]);

  return (
    <Flex vertical gap={spacing.md}>
      <SignPanel
        loggedIn={!!token}
        loginHref={loginHref}
        status={status.data}
        loading={status.loading}
        error={status.error}
        submitting={form.status === 'pending'}
        result={resultOf(form)}
        onSign={(sign) => dispatch(signDayRequested(sign))}
        onRetry={() => dispatch(signStatusRequested())}
      />
      <SignList
        records={list.list}
        total={list.total}
        page={list.page}
        size={list.size}
        loading={list.loading}
        error={list.error}
        onPageChange={(page, size) => dispatch(signListRequested({ page, size }))}
        onRetry={() => dispatch(signListRequested({ page: list.page, size: list.size }))}
      />
    </Flex>
  );
}
