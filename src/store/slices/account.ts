import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LedgerEntry, Message } from '../../api/account';
import type { SignRecord, SignStatus } from '../../api/sign';
import type { Order, RegisterBody } from '../../api/users';
import type { ProfileUpdateBody } from '../../api/account';
import { DEFAULT_PAGE_SIZE } from '../../config';

/**
 * Account screens (issue 4): the data the profile, sign-in and auth pages show, and the state
 * of their forms. Not persisted — every page load asks the server again. Sagas fill it
 * (src/sagas/account.ts, src/sagas/sign.ts); pages read it and dispatch the request actions.
 */

/** A form's round trip: pending while the call runs, then done or error with the server's msg. */
export interface FormState {
  status: 'idle' | 'pending' | 'done' | 'error';
  msg: string;
}

export type FormKey = 'register' | 'findPassSend' | 'findPassVerify' | 'profileUpdate' | 'signDay' | 'exchange';

/** One page of a server list. */
export interface PagedState<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  error: string;
}

/** What the profile can buy and what it costs (site config; ADR 0002 defaults until loaded). */
export interface VipPrices {
  vipPricePerDay: number;
  vipExchangeDays: number;
  freeVipDays: number;
  inviteCodePrice: number;
}

export const DEFAULT_VIP_PRICES: VipPrices = { vipPricePerDay: 10, vipExchangeDays: 30, freeVipDays: 3, inviteCodePrice: 100 };

/** The exchanges the profile page offers. */
export type ExchangeKind = 'free_vip' | 'vip_package' | 'vip_days' | 'cd_key' | 'invite_code';

export interface ExchangeRequest {
  kind: ExchangeKind;
  /** VIP days to buy (vip_days). */
  days?: number;
  /** The CD key (cd_key). */
  code?: string;
}

export interface AccountState {
  forms: Record<FormKey, FormState>;
  /** Which exchange the exchange form last ran. */
  exchangeKind: ExchangeKind | null;
  signStatus: { data: SignStatus | null; loading: boolean; error: string };
  signList: PagedState<SignRecord>;
  ledger: PagedState<LedgerEntry>;
  orders: PagedState<Order>;
  messages: PagedState<Message> & { unreadOnly: boolean; unread: number };
  prices: VipPrices;
  /** the invite codes this member bought (GET /auth/v1/user/invite_codes) */
  inviteCodes: { list: MyInviteCode[]; loading: boolean; error: string };
}

/** One invite code the member bought. */
export interface MyInviteCode {
  code: string;
  used: boolean;
  create_time: string;
}

const idle: FormState = { status: 'idle', msg: '' };
const paged = <T>(): PagedState<T> => ({ list: [], total: 0, page: 1, size: DEFAULT_PAGE_SIZE, loading: false, error: '' });

export const initialAccountState: AccountState = {
  forms: { register: idle, findPassSend: idle, findPassVerify: idle, profileUpdate: idle, signDay: idle, exchange: idle },
  exchangeKind: null,
  signStatus: { data: null, loading: false, error: '' },
  signList: paged<SignRecord>(),
  ledger: paged<LedgerEntry>(),
  orders: paged<Order>(),
  messages: { ...paged<Message>(), unreadOnly: false, unread: 0 },
  prices: DEFAULT_VIP_PRICES,
  inviteCodes: { list: [], loading: false, error: '' },
};

export type ListKey = 'signList' | 'ledger' | 'orders' | 'messages';

export interface PageRequest {
  page: number;
  size?: number;
}

// Request actions: pages dispatch these, sagas run the calls.
export const registerRequested = createAction<RegisterBody>('account/registerRequested');
export const findPassSendRequested = createAction<{ email: string }>('account/findPassSendRequested');
export const findPassVerifyRequested = createAction<{ email: string; code: string; password: string }>('account/findPassVerifyRequested');
export const profileUpdateRequested = createAction<ProfileUpdateBody>('account/profileUpdateRequested');
export const exchangeRequested = createAction<ExchangeRequest>('account/exchangeRequested');
export const vipPricesRequested = createAction('account/vipPricesRequested');
export const signStatusRequested = createAction('sign/statusRequested');
export const signListRequested = createAction<PageRequest>('sign/listRequested');
export const signDayRequested = createAction<{ content: string; time_id: string }>('sign/dayRequested');
export const ledgerRequested = createAction<PageRequest>('account/ledgerRequested');
export const ordersRequested = createAction<PageRequest>('account/ordersRequested');
/** Loads the invite codes the member bought (shown on /profile, issue 30). */
export const myInviteCodesRequested = createAction('account/myInviteCodesRequested');
export const messagesRequested = createAction<PageRequest & { unreadOnly?: boolean }>('account/messagesRequested');
/** Marks the given messages read, or all when ids is omitted. */
export const messagesReadRequested = createAction<{ ids?: number[] }>('account/messagesReadRequested');
export const messageDeleteRequested = createAction<{ id: number }>('account/messageDeleteRequested');

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    formPending(state, action: PayloadAction<FormKey>) {
      state.forms[action.payload] = { status: 'pending', msg: '' };
    },
    formDone(state, action: PayloadAction<{ key: FormKey; msg: string }>) {
      state.forms[action.payload.key] = { status: 'done', msg: action.payload.msg };
    },
    formFailed(state, action: PayloadAction<{ key: FormKey; msg: string }>) {
      state.forms[action.payload.key] = { status: 'error', msg: action.payload.msg };
    },
    formReset(state, action: PayloadAction<FormKey>) {
      state.forms[action.payload] = idle;
    },
    exchangeStarted(state, action: PayloadAction<ExchangeKind>) {
      state.exchangeKind = action.payload;
      state.forms.exchange = { status: 'pending', msg: '' };
    },
    signStatusLoading(state) {
      state.signStatus.loading = true;
      state.signStatus.error = '';
    },
    inviteCodesLoading(state) {
      state.inviteCodes = { ...state.inviteCodes, loading: true, error: '' };
    },
    inviteCodesLoaded(state, action: PayloadAction<MyInviteCode[]>) {
      state.inviteCodes = { list: action.payload, loading: false, error: '' };
    },
    inviteCodesFailed(state, action: PayloadAction<string>) {
      state.inviteCodes = { ...state.inviteCodes, loading: false, error: action.payload };
    },
    signStatusLoaded(state, action: PayloadAction<SignStatus>) {
      state.signStatus = { data: action.payload, loading: false, error: '' };
    },
    signStatusFailed(state, action: PayloadAction<string>) {
      state.signStatus.loading = false;
      state.signStatus.error = action.payload;
    },
    listLoading(state, action: PayloadAction<{ key: ListKey; page: number; size: number }>) {
      const l = state[action.payload.key];
      l.loading = true;
      l.error = '';
      l.page = action.payload.page;
      l.size = action.payload.size;
    },
    listLoaded(state, action: PayloadAction<{ key: ListKey; list: unknown[]; total: number }>) {
      const l = state[action.payload.key] as PagedState<unknown>;
      l.loading = false;
      l.list = action.payload.list;
      l.total = action.payload.total;
    },
    listFailed(state, action: PayloadAction<{ key: ListKey; msg: string }>) {
      const l = state[action.payload.key];
      l.loading = false;
      l.error = action.payload.msg;
    },
    messagesFilterSet(state, action: PayloadAction<boolean>) {
      state.messages.unreadOnly = action.payload;
    },
    messagesUnreadSet(state, action: PayloadAction<number>) {
      state.messages.unread = action.payload;
    },
    pricesLoaded(state, action: PayloadAction<VipPrices>) {
      state.prices = action.payload;
    },
  },
});

export const accountActions = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
