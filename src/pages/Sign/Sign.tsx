import { Flex } from 'antd';
import { useEffect } from 'react';
import { SignList } from '../../components/SignList';
import { SignCalendar } from '../../components/SignCalendar';
import { SignPanel } from '../../components/SignPanel';
import {
  makeupCardBuyRequested, makeupUseRequested, signCalendarRequested, signDayRequested, signListRequested, signStatusRequested, useAppDispatch, useAppSelector,
} from '../../store';
import { spacing } from '../../theme';
import { resultOf, useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { focusWhenShown, useLoginAction, useLoginHref } from '../loginHooks';

/**
 * /main/bbs/sign: sign in with a mood line (streak, today's reward, reward table), my 签到日历 with
 * 补签卡 (members), and the sign list.
 */
export default function Sign() {
  useDocumentTitle('每日签到');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const status = useAppSelector((s) => s.account.signStatus);
  const list = useAppSelector((s) => s.account.signList);
  const form = useFormState('signDay');
  const calendar = useAppSelector((s) => s.community.signCalendar);
  const coin = useAppSelector((s) => s.user.info.coin);
  // 登录后签到 comes back here, to the sign form (issue 30)
  const loginHref = useLoginHref('sign');
  useLoginAction('sign', () => focusWhenShown('textarea[aria-label="签到心情内容"]'));

  useEffect(() => {
    if (token) dispatch(signStatusRequested());
  }, [dispatch, token]);
  useEffect(() => {
    dispatch(signListRequested({ page: 1 }));
  }, [dispatch]);
  // the calendar: on arrival, and again once today's sign-in went through
  useEffect(() => {
    if (token && (form.status === 'idle' || form.status === 'done')) dispatch(signCalendarRequested({}));
  }, [dispatch, token, form.status]);

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
      {token ? (
        <SignCalendar
          calendar={calendar.data}
          loading={calendar.loading}
          error={calendar.error}
          busy={calendar.busy}
          coin={coin}
          onBuy={() => dispatch(makeupCardBuyRequested())}
          onMakeup={(date) => dispatch(makeupUseRequested({ date }))}
          onMonthChange={(month) => dispatch(signCalendarRequested({ month }))}
          onRetry={() => dispatch(signCalendarRequested({ month: calendar.data?.month }))}
        />
      ) : null}
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
