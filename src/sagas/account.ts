import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { accountApi, type MessageList, type ReadResult } from '../api/account';
import type { ApiReply } from '../api/http';
import type { PagedList } from '../api/types';
import { usersApi, type ExchangeResult, type LoginData, type RegisterBody } from '../api/users';
import { webSettingsApi, type WebSetting } from '../api/webSettings';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import { logoutRequested } from '../store/actions';
import {
  accountActions,
  DEFAULT_VIP_PRICES,
  exchangeRequested,
  findPassSendRequested,
  findPassVerifyRequested,
  ledgerRequested,
  messageDeleteRequested,
  messagesReadRequested,
  messagesRequested,
  myInviteCodesRequested,
  ordersRequested,
  profileUpdateRequested,
  registerRequested,
  vipPricesRequested,
  type ExchangeRequest,
  type FormKey,
  type ListKey,
  type PageRequest,
  type VipPrices,
} from '../store/slices/account';
import type { ProfileUpdateBody } from '../api/account';
import { userActions, type UserInfo } from '../store/slices/user';
import type { RootState } from '../store/types';
import { getClock } from './context';
import { failureMsg } from './failure';

export const MSG_REGISTER_OK = '注册成功';

export { failureMsg, MSG_FAILED } from './failure';

/** Runs one form's call: pending → done (the reply msg, shown as a success toast) or error (the server's msg). */
function* runForm<T>(key: FormKey, fn: () => Promise<ApiReply<T>>, fallbackMsg: string, after?: (reply: ApiReply<T>) => Generator) {
  yield put(accountActions.formPending(key));
  let reply: ApiReply<T>;
  try {
    reply = yield call(fn);
  } catch (error) {
    // The HTTP client already showed the msg as a toast; the form shows it beside the fields.
    yield put(accountActions.formFailed({ key, msg: failureMsg(error) }));
    return;
  }
  if (after) yield* after(reply);
  const msg = reply.msg && reply.msg !== '成功' ? reply.msg : fallbackMsg;
  notify.success(msg);
  yield put(accountActions.formDone({ key, msg }));
}

function* storeInfo(info: UserInfo | null | undefined) {
  if (!info) return;
  const clock = yield* getClock();
  yield put(userActions.infoReceived({ info, now: clock.now() }));
}

/** Register (POST /v1/user): the reply is a session, so registering also logs in. */
export function* registerFlow(action: PayloadAction<RegisterBody>) {
  yield* runForm('register', () => usersApi.register(action.payload), MSG_REGISTER_OK, function* (reply: ApiReply<LoginData | null>) {
    if (!reply.data?.token) return;
    const clock = yield* getClock();
    yield put(userActions.loginSucceeded({ token: reply.data.token, info: reply.data.info, now: clock.now() }));
  });
}

export function* findPassSendFlow(action: PayloadAction<{ email: string }>) {
  yield* runForm('findPassSend', () => usersApi.findPass({ email: action.payload.email }), '验证码已发送，请查收邮件');
}

export function* findPassVerifyFlow(action: PayloadAction<{ email: string; code: string; password: string }>) {
  yield* runForm('findPassVerify', () => usersApi.findPassVerify(action.payload), '密码已重置，请用新密码登录');
}

/**
 * Profile update (PUT /auth/v1/user/info). A new password signs out every OTHER session on the
 * server (issue 30); this one stays, so the reply's info is stored like any other save.
 */
export function* profileUpdateFlow(action: PayloadAction<ProfileUpdateBody>) {
  yield* runForm('profileUpdate', () => accountApi.updateInfo(action.payload), '已保存', function* (reply: ApiReply<UserInfo>) {
    yield* storeInfo(reply.data);
  });
}

const EXCHANGE_OK: Record<ExchangeRequest['kind'], string> = {
  free_vip: '已领取免费 VIP',
  vip_package: '兑换成功',
  vip_days: '兑换成功',
  cd_key: '兑换成功',
  invite_code: '购买成功',
};

function exchangeCall(req: ExchangeRequest): () => Promise<ApiReply<UserInfo | ExchangeResult | null>> {
  switch (req.kind) {
    case 'free_vip':
      return usersApi.freeVip;
    case 'vip_package':
      return usersApi.exchangeVip;
    case 'vip_days':
      return () => usersApi.exchange({ type: 'vip', payload: req.days ?? 0 });
    case 'cd_key':
      return () => usersApi.exchange({ type: 'cd_key', payload: (req.code ?? '').trim() });
    case 'invite_code':
      return () => usersApi.exchange({ type: 'invite_code', payload: null });
  }
}

/** Free VIP, the VIP package, VIP days for coins, a CD key, an invite code: the user info after it is stored. */
export function* exchangeFlow(action: PayloadAction<ExchangeRequest>) {
  yield put(accountActions.exchangeStarted(action.payload.kind));
  yield* runForm('exchange', exchangeCall(action.payload), EXCHANGE_OK[action.payload.kind], function* (reply: ApiReply<UserInfo | ExchangeResult | null>) {
    const data = reply.data;
    yield* storeInfo(data && 'order' in data ? data.info : (data as UserInfo | null));
  });
}

const PRICE_NAMES = ['vip_price_per_day', 'vip_exchange_days', 'free_vip_days', 'invite_code_price'] as const;

/** Reads the VIP and invite-code prices from the site config; a missing or invalid value keeps the default. */
export function parsePrices(rows: WebSetting[]): VipPrices {
  const value = (name: string, fallback: number) => {
    const raw = rows.find((r) => r.name === name)?.value;
    const n = raw === undefined ? NaN : Number(raw);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    vipPricePerDay: value('vip_price_per_day', DEFAULT_VIP_PRICES.vipPricePerDay),
    vipExchangeDays: value('vip_exchange_days', DEFAULT_VIP_PRICES.vipExchangeDays),
    freeVipDays: value('free_vip_days', DEFAULT_VIP_PRICES.freeVipDays),
    inviteCodePrice: value('invite_code_price', DEFAULT_VIP_PRICES.inviteCodePrice),
  };
}

export function* vipPricesFlow() {
  try {
    const reply: ApiReply<WebSetting[]> = yield call(webSettingsApi.more, PRICE_NAMES);
    yield put(accountActions.pricesLoaded(parsePrices(reply.data ?? [])));
  } catch {
    // the defaults stay; the client showed the transport error
  }
}

/** Loads one page of a list into the account slice. */
export function* loadList<T>(key: ListKey, fetch: (p: { page: number; size: number }) => Promise<ApiReply<PagedList<T>>>, req: PageRequest) {
  const page = Math.max(1, req.page);
  const size = req.size ?? DEFAULT_PAGE_SIZE;
  yield put(accountActions.listLoading({ key, page, size }));
  try {
    const reply: ApiReply<PagedList<T>> = yield call(fetch, { page, size });
    yield put(accountActions.listLoaded({ key, list: reply.data?.list ?? [], total: reply.data?.total ?? 0 }));
    return reply.data;
  } catch (error) {
    yield put(accountActions.listFailed({ key, msg: failureMsg(error) }));
    return null;
  }
}

export function* ledgerFlow(action: PayloadAction<PageRequest>) {
  yield* loadList('ledger', accountApi.coin, action.payload);
}

export function* myInviteCodesFlow() {
  yield put(accountActions.inviteCodesLoading());
  try {
    const reply: ApiReply<Array<{ code: string; used: boolean; create_time: string }>> = yield call(accountApi.inviteCodes);
    yield put(accountActions.inviteCodesLoaded(reply.data ?? []));
  } catch (error) {
    yield put(accountActions.inviteCodesFailed(failureMsg(error)));
  }
}

export function* ordersFlow(action: PayloadAction<PageRequest>) {
  yield* loadList('orders', accountApi.orders, action.payload);
}

/** Messages: one page (all or unread only); the unread count goes to the user info too. */
export function* messagesFlow(action: PayloadAction<PageRequest & { unreadOnly?: boolean }>) {
  const current: RootState['account']['messages'] = yield select((s: RootState) => s.account.messages);
  const unreadOnly = action.payload.unreadOnly ?? current.unreadOnly;
  yield put(accountActions.messagesFilterSet(unreadOnly));
  const data = (yield* loadList('messages', (p) => accountApi.messages({ ...p, unread: unreadOnly ? '1' : '0' }), {
    page: action.payload.page,
    size: action.payload.size ?? current.size,
  })) as MessageList | null;
  if (!data) return;
  yield put(accountActions.messagesUnreadSet(data.unread));
  yield put(userActions.setUnreadCount(data.unread));
  // A page past the end (after deleting or reading the last ones): show the last page instead.
  if (data.list.length === 0 && data.total > 0 && action.payload.page > 1) {
    yield put(messagesRequested({ page: Math.ceil(data.total / (action.payload.size ?? current.size)), unreadOnly }));
  }
}

function* reloadMessages() {
  const { page, size, unreadOnly }: RootState['account']['messages'] = yield select((s: RootState) => s.account.messages);
  yield put(messagesRequested({ page, size, unreadOnly }));
}

export function* messagesReadFlow(action: PayloadAction<{ ids?: number[] }>) {
  try {
    const reply: ApiReply<ReadResult> = yield call(accountApi.readMessages, action.payload.ids);
    yield put(userActions.setUnreadCount(reply.data.unread_msg_count));
    yield put(accountActions.messagesUnreadSet(reply.data.unread_msg_count));
    if (!action.payload.ids) notify.success(reply.msg || '已全部标记为已读');
  } catch {
    // shown by the HTTP client
  }
  yield* reloadMessages();
}

export function* messageDeleteFlow(action: PayloadAction<{ id: number }>) {
  try {
    const reply: ApiReply<null> = yield call(accountApi.deleteMessage, action.payload.id);
    notify.success(reply.msg || '已删除');
  } catch {
    // shown by the HTTP client
  }
  yield* reloadMessages();
}

/** Revokes the token on the server when the user logs out (the client clears its session at once). */
function* revokeToken(token: string) {
  try {
    yield call(accountApi.logout, token);
  } catch {
    // an already invalid token is as good as revoked
  }
}

/** Watches every action so the token of the session being closed is known when logout is asked for. */
export function* serverLogoutSaga() {
  let token: string = yield select((s: RootState) => s.user.token);
  for (;;) {
    const action: Action = yield take('*');
    if (action.type === logoutRequested.type && token) yield fork(revokeToken, token);
    token = yield select((s: RootState) => s.user.token);
  }
}

export function* accountSaga() {
  yield fork(serverLogoutSaga);
  yield takeLatest(registerRequested.type, registerFlow);
  yield takeLatest(findPassSendRequested.type, findPassSendFlow);
  yield takeLatest(findPassVerifyRequested.type, findPassVerifyFlow);
  yield takeLatest(profileUpdateRequested.type, profileUpdateFlow);
  yield takeEvery(exchangeRequested.type, exchangeFlow);
  yield takeLatest(vipPricesRequested.type, vipPricesFlow);
  yield takeLatest(ledgerRequested.type, ledgerFlow);
  yield takeLatest(ordersRequested.type, ordersFlow);
  yield takeLatest(myInviteCodesRequested.type, myInviteCodesFlow);
  yield takeLatest(messagesRequested.type, messagesFlow);
  yield takeEvery(messagesReadRequested.type, messagesReadFlow);
  yield takeEvery(messageDeleteRequested.type, messageDeleteFlow);
}
