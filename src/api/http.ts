import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

/** One call, as the app uses axios's request config. */
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
 * The one axios instance (spec §7, issue 31): base URL '', 20 s timeout, array query params
 * repeated without indices (?name=a&name=b), on axios's fetch adapter (the browser's fetch, no
 * XMLHttpRequest; Storybook's story cleanup drops in-flight fetch calls). Spec §8's rules are
 * its interceptors below. Nothing else in the app imports axios (ESLint rule); the saga tests
 * point `http.defaults.baseURL` at their local API server.
 */
export const http = axios.create({
  baseURL: '',
  timeout: HTTP_TIMEOUT_MS,
  adapter: 'fetch',
  paramsSerializer: { indexes: null },
});

/** x-login: false on any reply clears the session; returns whether the expiry message was shown. */
function checkLoginHeader(response: AxiosResponse): boolean {
  if (String(response.headers?.['x-login'] ?? '').toLowerCase() !== 'false') return false;
  return session.sessionExpired();
}

/** 403 (HTTP status or body code): 请登录 and go to the login page (spec §8). */
function loginRequired(expiryShown: boolean): void {
  // The expiry message already tells the user to sign in again; one message is enough.
  if (!expiryShown) notify.warning(MSG_LOGIN_REQUIRED);
  if (typeof window !== 'undefined' && window.location.hash !== '#/login') window.location.hash = '#/login';
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = session.getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // A call without a body (POST /auth/v1/sign/login, logout …) sends no Content-Type: axios would
  // label it application/x-www-form-urlencoded, which the API answers with 415 (issue 31 review).
  if (config.data === undefined || config.data === null) config.headers.set('Content-Type', false);
  return config;
});

/** A blob reply whose body is JSON (an error envelope) is turned back into the parsed body. */
async function parseBlobEnvelope(response: AxiosResponse): Promise<void> {
  const data: unknown = response.data;
  if (typeof Blob === 'undefined' || !data || typeof (data as Blob).text !== 'function') return;
  const type = String(response.headers?.['content-type'] ?? (data as Blob).type ?? '');
  if (!/json/i.test(type)) return;
  try {
    response.data = JSON.parse(await (data as Blob).text()) as unknown;
  } catch {
    // not JSON after all: leave the blob
  }
}

const isBlobRequest = (config: AxiosRequestConfig | undefined) => config?.responseType === 'blob';

/**
 * The error text of a transport failure, in Chinese (spec §8 "toast with the error text"; axios's
 * own texts — "Request failed with status code 502", "Network Error", "timeout of …" — are English
 * and say nothing a visitor can act on). A reply with an envelope shows its msg instead.
 */
export function transportErrorText(failure: { status?: number; timedOut?: boolean }): string {
  const { status } = failure;
  if (status) return status >= 500 ? `服务器暂时无法处理请求（HTTP ${status}），请稍后重试` : `请求失败（HTTP ${status}），请稍后重试`;
  if (failure.timedOut) return '请求超时，请检查网络后重试';
  return '网络连接失败，请检查网络后重试';
}

http.interceptors.response.use(
  async (response) => {
    if (isBlobRequest(response.config)) {
      await parseBlobEnvelope(response);
      // A file reply (not an envelope) is the success of a download.
      if (!envelopeOf(response.data)) {
        checkLoginHeader(response);
        return response;
      }
    }
    const expiryShown = checkLoginHeader(response);
    const env = envelopeOf(response.data);
    if (env && env.code === SUCCESS_CODE) return response;
    if (env?.code === 403) {
      loginRequired(expiryShown);
      throw new ApiError(env.msg || MSG_LOGIN_REQUIRED, 403, response.status, env.data);
    }
    // A reply whose code is not 200 rejects with its msg; the caller decides how to show it.
    throw new ApiError(env?.msg || '服务器返回了无法识别的回复', env?.code ?? -1, response.status, env?.data ?? null);
  },
  async (error: unknown) => {
    if (axios.isCancel(error)) throw error;
    const axiosError = error instanceof AxiosError ? error : undefined;
    const response = axiosError?.response;
    if (response) {
      if (isBlobRequest(response.config)) await parseBlobEnvelope(response);
      const expiryShown = checkLoginHeader(response);
      const env = envelopeOf(response.data);
      if (response.status === 403 || env?.code === 403) {
        loginRequired(expiryShown);
        throw new ApiError(env?.msg || MSG_LOGIN_REQUIRED, 403, response.status, env?.data ?? null);
      }
      const text = env?.msg || transportErrorText({ status: response.status });
      // a page that shows the error next to the form asks for no toast (issue 16: shown once)
      if (!(response.config as QuietConfig & AxiosRequestConfig).quiet) notify.error(text);
      throw new ApiError(text, env?.code ?? response.status, response.status, env?.data ?? null);
    }
    if (!axiosError?.request) {
      // The request was never sent: it failed while being set up.
      notify.error(MSG_NETWORK_ERROR);
      throw new ApiError(MSG_NETWORK_ERROR, 0);
    }
    const timedOut = axiosError.code === AxiosError.ECONNABORTED || axiosError.code === AxiosError.ETIMEDOUT;
    const text = transportErrorText({ timedOut });
    notify.error(text);
    throw new ApiError(text, 0);
  },
);

function envelopeOf(body: unknown): ApiReply | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof (body as ApiReply).code === 'number') {
    const b = body as ApiReply;
    return { code: b.code, msg: typeof b.msg === 'string' ? b.msg : '', data: b.data ?? null };
  }
  return undefined;
}

/** Sends a request and resolves with the envelope when its code is 200. */
export async function request<T>(config: RequestConfig): Promise<ApiReply<T>> {
  const response = await http.request<ApiReply<T>>(config);
  return response.data;
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
  const response = await http.request<Blob>({ method: 'GET', url, params, responseType: 'blob' });
  const fallback = url.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
  return { blob: response.data, filename: dispositionFilename(response.headers?.['content-disposition'] as string | undefined, fallback) };
}
