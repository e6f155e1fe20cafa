import { HTTP_TIMEOUT_MS, SUCCESS_CODE } from '../config';
import type { EnvelopeOf } from '../../contract/common';
import { notify } from '../lib/toast';

/** The reply envelope of every call (spec §3), as declared in contract/common.ts. */
export type ApiReply<T = unknown> = EnvelopeOf<T>;

/** A rejected call: the message is the server's msg (or the transport error text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status?: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const MSG_NETWORK_ERROR = 'Network Error!';
export const MSG_SESSION_EXPIRED = '抱歉，您的登录已过期，请重新登录';
export const MSG_LOGIN_REQUIRED = '请登录';

/**
 * What the client needs from the store, injected by createAppStore (no import cycle):
 * the current token, and a way to report that the server declared the session invalid.
 */
export interface HttpSession {
  getToken(): string;
  /** Called for every reply carrying x-login: false; returns whether a token existed. */
  sessionExpired(): boolean;
}

let session: HttpSession = { getToken: () => '', sessionExpired: () => false };

export function bindHttpSession(next: HttpSession): void {
  session = next;
}

/** One call: what axios's request config offered, as far as the app uses it. */
export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Query parameters; arrays are repeated without indices (?name=a&name=b); null/undefined left out. */
  params?: object;
  /** A JSON body (or FormData / a string, sent as they are). */
  data?: unknown;
  headers?: Record<string, string>;
  /** 'blob' for downloads; otherwise the body is read as JSON (as text when it is not JSON). */
  responseType?: 'json' | 'blob';
  /** The caller shows a refused reply itself (inline), so no error toast. */
  quiet?: boolean;
}

/** Kept for the call sites that mark themselves quiet. */
export type QuietConfig = RequestConfig;

/**
 * The one HTTP client (spec §7): base URL '', 20 s timeout, array query params repeated without
 * indices. It is `fetch` with the interceptors of spec §8 around it — not axios, whose 22 KB gzip
 * every first screen paid for (issue 14, ADR 0020). `defaults` is read on every call (the saga
 * tests point baseURL at their local API server). Nothing else in the app calls fetch for the API.
 */
export const http = {
  defaults: { baseURL: '', timeout: HTTP_TIMEOUT_MS },
};

/** A received reply, after the body was read. */
interface Received {
  status: number;
  headers: Headers;
  data: unknown;
  config: RequestConfig;
}

function queryString(params: object | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (v === undefined || v === null) continue;
      q.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

function envelopeOf(body: unknown): ApiReply | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof (body as ApiReply).code === 'number') {
    const b = body as ApiReply;
    return { code: b.code, msg: typeof b.msg === 'string' ? b.msg : '', data: b.data ?? null };
  }
  return undefined;
}

/**
 * x-login: false on any reply clears the session (the session saga logs out and, if a token
 * existed, shows MSG_SESSION_EXPIRED). Returns whether that message was shown.
 */
function checkLoginHeader(reply: Received): boolean {
  if (String(reply.headers.get('x-login') ?? '').toLowerCase() !== 'false') return false;
  return session.sessionExpired();
}

/** 403 (HTTP status or body code): 请登录 and go to the login page (spec §8). */
function loginRequired(expiryShown: boolean): void {
  // The expiry message already tells the user to sign in again; one message is enough.
  if (!expiryShown) notify.warning(MSG_LOGIN_REQUIRED);
  if (typeof window !== 'undefined' && window.location.hash !== '#/login') window.location.hash = '#/login';
}

/** A transport failure: no reply (network, timeout). */
class TransportFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'network');
  }
}

/** Builds the fetch request; throws (a setup error) when the call cannot be expressed. */
function prepare(config: RequestConfig): { url: string; init: RequestInit } {
  const headers = new Headers(config.headers);
  const token = session.getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (config.data !== undefined) {
    if (typeof config.data === 'string' || (typeof FormData !== 'undefined' && config.data instanceof FormData)) body = config.data as BodyInit;
    else {
      body = JSON.stringify(config.data);
      headers.set('Content-Type', 'application/json');
    }
  }
  headers.set('Accept', 'application/json, text/plain, */*');
  return { url: `${http.defaults.baseURL}${config.url}${queryString(config.params)}`, init: { method: config.method ?? 'GET', headers, body } };
}

async function send(config: RequestConfig): Promise<Received> {
  const { url, init } = prepare(config);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, http.defaults.timeout);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    let data: unknown;
    const type = response.headers.get('content-type') ?? '';
    if (config.responseType === 'blob' && !/json/i.test(type)) data = await response.blob();
    else {
      const text = await response.text();
      try {
        data = text ? (JSON.parse(text) as unknown) : '';
      } catch {
        data = text;
      }
    }
    return { status: response.status, headers: response.headers, data, config };
  } catch (error) {
    throw new TransportFailure(timedOut || (error as Error)?.name === 'TimeoutError');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The error text of a transport failure, in Chinese (spec §8 "toast with the error text"; the
 * browser's own texts are English and say nothing a visitor can act on). A reply with an
 * envelope shows its msg instead.
 */
export function transportErrorText(failure: { status?: number; timedOut?: boolean }): string {
  const { status } = failure;
  if (status) return status >= 500 ? `服务器暂时无法处理请求（HTTP ${status}），请稍后重试` : `请求失败（HTTP ${status}），请稍后重试`;
  if (failure.timedOut) return '请求超时，请检查网络后重试';
  return '网络连接失败，请检查网络后重试';
}

/** The reply of a call, through the interceptors of spec §8; rejects with an ApiError. */
async function exchange(config: RequestConfig): Promise<Received> {
  let reply: Received;
  try {
    reply = await send(config);
  } catch (error) {
    if (error instanceof TransportFailure) {
      const text = transportErrorText({ timedOut: error.timedOut });
      notify.error(text);
      throw new ApiError(text, 0);
    }
    // The request was never sent: it failed while being set up.
    notify.error(MSG_NETWORK_ERROR);
    throw new ApiError(MSG_NETWORK_ERROR, 0);
  }
  const expiryShown = checkLoginHeader(reply);
  const env = envelopeOf(reply.data);
  if (reply.status >= 200 && reply.status < 300) {
    // A file reply (not an envelope) is the success of a download.
    if (config.responseType === 'blob' && !env) return reply;
    if (env && env.code === SUCCESS_CODE) return reply;
    if (env?.code === 403) {
      loginRequired(expiryShown);
      throw new ApiError(env.msg || MSG_LOGIN_REQUIRED, 403, reply.status, env.data);
    }
    // A reply whose code is not 200 rejects with its msg; the caller decides how to show it.
    throw new ApiError(env?.msg || '服务器返回了无法识别的回复', env?.code ?? -1, reply.status, env?.data ?? null);
  }
  if (reply.status === 403 || env?.code === 403) {
    loginRequired(expiryShown);
    throw new ApiError(env?.msg || MSG_LOGIN_REQUIRED, 403, reply.status, env?.data ?? null);
  }
  const text = env?.msg || transportErrorText({ status: reply.status });
  // a page that shows the error next to the form asks for no toast (issue 16: shown once)
  if (!config.quiet) notify.error(text);
  throw new ApiError(text, env?.code ?? reply.status, reply.status, env?.data ?? null);
}

/** Sends a request and resolves with the envelope when its code is 200. */
export async function request<T>(config: RequestConfig): Promise<ApiReply<T>> {
  const reply = await exchange(config);
  return reply.data as ApiReply<T>;
}

export const get = <T>(url: string, params?: object) => request<T>({ method: 'GET', url, params });
export const post = <T>(url: string, data?: unknown) => request<T>({ method: 'POST', url, data });
export const put = <T>(url: string, data?: unknown) => request<T>({ method: 'PUT', url, data });
export const del = <T>(url: string, params?: object) => request<T>({ method: 'DELETE', url, params });

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function dispositionFilename(header: string | undefined | null, fallback = 'download'): string {
  const h = header ?? '';
  const star = /filename\*\s*=\s*([^;]+)/i.exec(h);
  if (star) {
    const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(star[1].trim().replace(/^"(.*)"$/, '$1'));
    if (m) {
      try {
        const bytes = m[2];
        if (/^utf-8$/i.test(m[1])) return decodeURIComponent(bytes);
        return bytes.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      } catch {
        // malformed percent-encoding: fall through to filename=
      }
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(h);
  if (plain) return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]).trim() || fallback;
  return fallback;
}

/**
 * Downloads a file (GET, responseType 'blob') with the same auth header and error handling as
 * every other call: a non-2xx reply whose body is a JSON envelope rejects with (and toasts) its msg.
 * Resolves with the blob and the file name from Content-Disposition.
 */
export async function download(url: string, params?: object): Promise<{ blob: Blob; filename: string }> {
  const reply = await exchange({ method: 'GET', url, params, responseType: 'blob' });
  const fallback = url.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
  return { blob: reply.data as Blob, filename: dispositionFilename(reply.headers.get('content-disposition'), fallback) };
}
