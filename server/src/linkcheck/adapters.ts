import type { DiskType } from '../../../contract/disk-constants';
import { call, type CallOptions, type CallReply } from './http';

/**
 * One adapter per disk type (issue 19, ADR 0017). Each asks the disk's public share endpoint —
 * the one its own share page calls, as the public checkers (PanSou's /api/check/links,
 * PanCheck) do — whether a share exists, needs a code, or is gone, and answers in PanSou's
 * vocabulary with the evidence it read. magnet/ed2k links are checked for format only.
 *
 *   ok          the share exists (and the code, when given, opens it)
 *   bad         the share is gone: cancelled, expired, removed for violations, never existed
 *   locked      the share exists but needs a code (none given, or the given one is wrong)
 *   unsupported no public endpoint to ask (magnet/ed2k with a valid format, unknown hosts)
 *   uncertain   no clear answer: timeout, rate limit, 5xx, malformed reply, unknown code
 *
 * Base URLs are configurable (CHECKER_BASE_URLS) so tests point every adapter at a local fake
 * server speaking that service's protocol.
 */

export const CHECK_STATES = ['ok', 'bad', 'locked', 'unsupported', 'uncertain'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** The disk types with an online check (magnet/ed2k: format only; other: unsupported). */
export const CHECKED_TYPES = ['baidu', 'aliyun', 'quark', 'uc', '115', 'tianyi', 'xunlei', '123', '139', 'pikpak'] as const satisfies readonly DiskType[];
export type CheckedType = (typeof CHECKED_TYPES)[number];

/** The real endpoints (CHECKER_BASE_URLS={"quark":"http://127.0.0.1:9999",…} overrides any). */
export const DEFAULT_BASE_URLS: Record<CheckedType, string> = {
  baidu: 'https://pan.baidu.com',
  aliyun: 'https://api.aliyundrive.com',
  quark: 'https://drive-h.quark.cn',
  uc: 'https://pc-api.uc.cn',
  '115': 'https://webapi.115.com',
  tianyi: 'https://cloud.189.cn',
  xunlei: 'https://api-pan.xunlei.com',
  '123': 'https://www.123pan.com',
  '139': 'https://share-kd-njs.yun.139.com',
  pikpak: 'https://api-drive.mypikpak.com',
};

export interface LinkTarget {
  /** our disk type (baidu … pikpak, magnet, ed2k, other) */
  diskType: string;
  url: string;
  password: string;
}

export interface Verdict {
  state: CheckState;
  /** short Chinese reason shown to admins and in /api/check/links */
  summary: string;
  /** what was read: HTTP status and the service's own fields */
  evidence: Record<string, unknown>;
  /** the service said "too many requests": the scheduler backs off this host */
  rateLimited?: boolean;
}

type Http = (url: string, o?: CallOptions) => Promise<CallReply>;
type Adapter = (t: LinkTarget, base: string, http: Http) => Promise<Verdict>;

const v = (state: CheckState, summary: string, evidence: Record<string, unknown>, rateLimited = false): Verdict =>
  ({ state, summary, evidence, ...(rateLimited ? { rateLimited } : {}) });

/** The path segment after `/s/` (or another marker), without a trailing `.html` or slash. */
function shareId(url: string, markers: RegExp): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return '';
  }
  const m = markers.exec(u.pathname + u.hash.replace(/^#/, ''));
  return m ? decodeURIComponent(m[1]).replace(/\.html$/i, '') : '';
}

function queryParam(url: string, ...names: string[]): string {
  try {
    const u = new URL(url);
    for (const n of names) {
      const x = u.searchParams.get(n);
      if (x) return x;
    }
  } catch {
    // not a URL
  }
  return '';
}

/** `…/m/i?0a5CLx` (移动云盘 short links carry the id as the bare query). */
function bareQueryId(url: string): string {
  const m = /\/m\/i\?([\w-]+)$/.exec(url.trim());
  return m ? m[1] : '';
}

/** Turns a failed call (no reply, 429, 5xx, not JSON when JSON was expected) into uncertain. */
function failed(r: CallReply, wantJson: boolean): Verdict | undefined {
  if (r.failure === 'timeout') return v('uncertain', '请求超时', { failure: 'timeout' });
  if (r.failure === 'network') return v('uncertain', '无法连接网盘服务', { failure: 'network' });
  if (r.failure === 'too_large') return v('uncertain', '网盘回复过大', { status: r.status, failure: 'too_large' });
  if (r.status === 429) return v('uncertain', '网盘限流，稍后再试', { status: 429 }, true);
  if (r.status >= 500) return v('uncertain', `网盘服务错误（HTTP ${r.status}）`, { status: r.status });
  if (wantJson && (r.json === undefined || r.json === null || typeof r.json !== 'object')) {
    return v('uncertain', '网盘回复格式无法识别', { status: r.status, body: r.text.slice(0, 120) });
  }
  return undefined;
}

/** The service's own words when they are Chinese, else our fallback (summaries are shown in Chinese). */
const zh = (msg: string, fallback: string) => (/[\u4e00-\u9fff]/.test(msg) ? msg : fallback);
const obj = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
const has = (text: string, words: string[]) => words.some((w) => text.includes(w));
const GONE_WORDS = ['不存在', '失效', '违规', '过期', '取消', '删除', '已被', 'not found', 'expired', 'cancel'];
const CODE_WORDS = ['提取码', '访问码', '密码', 'passcode', 'pass_code'];
const LIMIT_WORDS = ['频繁', '限流', 'too many', 'frequency', 'exceed', 'limit'];

/** 百度网盘: with a code, POST /share/verify; without, GET /api/shorturlinfo (errno decides). */
const baidu: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/s\/1([\w-]+)/) || queryParam(t.url, 'surl');
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const r = t.password
    ? await http(`${base}/share/verify?surl=${encodeURIComponent(id)}`, { form: { pwd: t.password, vcode: '', vcode_str: '' } })
    : await http(`${base}/api/shorturlinfo?shorturl=1${encodeURIComponent(id)}&root=1`);
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const errno = Number(j.errno);
  const ev = { status: r.status, errno: j.errno, errmsg: j.errmsg ?? j.show_msg, endpoint: t.password ? 'verify' : 'shorturlinfo' };
  if (errno === 0) return v('ok', '链接有效', ev);
  if (errno === -9) return v('locked', t.password ? '提取码错误' : '需要提取码', ev);
  if (errno === -12 && !t.password) return v('locked', '需要提取码', ev);
  if ([-62, -63, -19].includes(errno)) return v('uncertain', '网盘要求验证码（限流）', ev, true);
  if ([2, -7, -8, 105, 115, 145, -21, 117].includes(errno)) return v('bad', '分享已失效或不存在', ev);
  return v('uncertain', `无法确认链接状态（errno ${str(j.errno) || '无'}）`, ev);
};

/** 阿里云盘: POST /adrive/v3/share_link/get_share_by_anonymous. */
const aliyun: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/s\/([\w-]+)/);
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const r = await http(`${base}/adrive/v3/share_link/get_share_by_anonymous?share_id=${encodeURIComponent(id)}`, { json: { share_id: id } });
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const code = str(j.code).toLowerCase();
  const ev = { status: r.status, code: j.code, message: j.message, share_name: j.share_name, file_count: j.file_count, has_pwd: j.has_pwd };
  if (code) {
    if (has(code, ['sharelink', 'notfound', 'cancel', 'forbidden', 'expired'])) return v('bad', zh(str(j.message), '分享已失效'), ev);
    if (has(code, ['toomany', 'exceed', 'frequency', 'limit'])) return v('uncertain', '网盘限流，稍后再试', ev, true);
    return v('uncertain', zh(str(j.message), '无法确认链接状态'), ev);
  }
  if (r.status === 200 && j.has_pwd === true && !t.password) return v('locked', '需要提取码', ev);
  if (r.status === 200 && (str(j.share_name) || Number(j.file_count) > 0)) return v('ok', '链接有效', ev);
  if (r.status === 200 && Number(j.file_count) === 0) return v('bad', '分享内容为空', ev);
  return v('uncertain', '无法确认链接状态', ev);
};

/** 夸克 and UC share one cloud-drive API: POST /1/clouddrive/share/sharepage/token. */
function quarkFamily(origin: string): Adapter {
  return async (t, base, http) => {
    const id = shareId(t.url, /\/s\/([\w-]+)/);
    if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
    const r = await http(`${base}/1/clouddrive/share/sharepage/token?pr=ucpro&fr=pc`, {
      json: { pwd_id: id, passcode: t.password, support_visit_limit_private_share: true },
      headers: { origin, referer: `${origin}/` },
    });
    const f = failed(r, true);
    if (f) return f;
    const j = obj(r.json);
    const code = Number(j.code);
    const msg = str(j.message);
    const ev = { status: r.status, code: j.code, message: msg, stoken: obj(j.data).stoken ? 'present' : 'absent' };
    if (code === 0 && obj(j.data).stoken) return v('ok', '链接有效', ev);
    if (code === 41008 || code === 41007) return v('locked', t.password ? '提取码错误' : '需要提取码', ev);
    if ([41004, 41006, 41010, 41011, 41012].includes(code)) return v('bad', zh(msg, '分享已失效'), ev);
    if (r.status === 429 || has(msg.toLowerCase(), LIMIT_WORDS)) return v('uncertain', '网盘限流，稍后再试', ev, true);
    if (has(msg, CODE_WORDS)) return v('locked', zh(msg, '需要提取码'), ev);
    if (has(msg.toLowerCase(), GONE_WORDS)) return v('bad', zh(msg, '分享已失效'), ev);
    return v('uncertain', zh(msg, '无法确认链接状态'), ev);
  };
}

/** 115: GET /share/snap?share_code=&receive_code= (state + errno). */
const pan115: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/s\/([\w-]+)/);
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const code = t.password || queryParam(t.url, 'password');
  const r = await http(`${base}/share/snap?share_code=${encodeURIComponent(id)}&receive_code=${encodeURIComponent(code)}&offset=0&limit=1`);
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const errno = Number(j.errno);
  const msg = str(j.error) || str(j.msg);
  const ev = { status: r.status, state: j.state, errno: j.errno, error: msg };
  if (j.state === true) return v('ok', '链接有效', ev);
  if (errno === 4100012 || errno === 4100008 || has(msg, CODE_WORDS)) return v('locked', code ? '访问码错误' : '需要访问码', ev);
  if ([4100009, 4100010, 4100014, 4100016].includes(errno) || has(msg.toLowerCase(), GONE_WORDS)) return v('bad', zh(msg, '分享已失效'), ev);
  if (has(msg.toLowerCase(), LIMIT_WORDS)) return v('uncertain', '网盘限流，稍后再试', ev, true);
  return v('uncertain', zh(msg, '无法确认链接状态'), ev);
};

/** 天翼云盘: GET /api/open/share/getShareInfoByCodeV2.action?shareCode= (res_code, needAccessCode). */
const tianyi: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/t\/([\w-]+)/) || queryParam(t.url, 'code');
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const r = await http(`${base}/api/open/share/getShareInfoByCodeV2.action?shareCode=${encodeURIComponent(id)}`, { headers: { accept: 'application/json;charset=UTF-8' } });
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const res = str(j.res_code);
  const msg = str(j.res_message);
  const ev = { status: r.status, res_code: j.res_code, res_message: msg, needAccessCode: j.needAccessCode };
  if (res === '0') {
    if (Number(j.needAccessCode) === 1 && !t.password) return v('locked', '需要访问码', ev);
    return v('ok', '链接有效', ev);
  }
  if (['ShareNotFound', 'ShareAuditNotPass', 'FileNotFound', 'ShareExpiredError', 'ShareInfoNotFound', 'ShareAuditWaiting'].includes(res)) return v('bad', zh(msg, '分享已失效'), ev);
  if (res === 'ShareOverLimit' || has(msg.toLowerCase(), LIMIT_WORDS)) return v('uncertain', '网盘限流，稍后再试', ev, true);
  return v('uncertain', zh(msg, '无法确认链接状态'), ev);
};

/** 迅雷 and PikPak share one drive API: GET /drive/v1/share?share_id=&pass_code= (share_status). */
const xunleiFamily: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/s\/([\w-]+)/);
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const code = t.password || queryParam(t.url, 'pwd', 'pass_code');
  const r = await http(`${base}/drive/v1/share?share_id=${encodeURIComponent(id)}&pass_code=${encodeURIComponent(code)}&limit=1&thumbnail_size=SIZE_SMALL`);
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const status = str(j.share_status).toUpperCase();
  const errCode = str(j.error_code || j.error).toLowerCase();
  const ev = { status: r.status, share_status: j.share_status, share_status_text: j.share_status_text, error: j.error, error_code: j.error_code };
  if (status === 'OK') return v('ok', '链接有效', ev);
  if (status === 'PASS_CODE_EMPTY' || status === 'PASS_CODE_ERROR') return v('locked', status === 'PASS_CODE_ERROR' ? '提取码错误' : '需要提取码', ev);
  if (['NOT_FOUND', 'DELETED', 'EXPIRED', 'SENSITIVE_RESOURCE', 'SENSITIVE_WORD', 'AUDITING', 'NOT_EXIST'].includes(status)) return v('bad', zh(str(j.share_status_text), '分享已失效'), ev);
  if (errCode.includes('too_many') || errCode.includes('frequen') || errCode === '9') return v('uncertain', '网盘限流，稍后再试', ev, true);
  if (errCode.includes('not_found')) return v('bad', '分享不存在', ev);
  return v('uncertain', '无法确认链接状态', ev);
};

/** 123云盘: GET /api/share/info?shareKey= (code, data.HasPwd). */
const pan123: Adapter = async (t, base, http) => {
  const id = shareId(t.url, /\/s\/([\w-]+)/);
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const r = await http(`${base}/api/share/info?shareKey=${encodeURIComponent(id)}`);
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const code = Number(j.code);
  const msg = str(j.message);
  const data = obj(j.data);
  const ev = { status: r.status, code: j.code, message: msg, HasPwd: data.HasPwd, Expired: data.Expired };
  if (code === 0) {
    if (data.Expired === true) return v('bad', '分享已过期', ev);
    if (data.HasPwd === true && !t.password) return v('locked', '需要提取码', ev);
    return v('ok', '链接有效', ev);
  }
  if ([5103, 5104, 5113, 5125].includes(code) || has(msg, GONE_WORDS)) return v('bad', zh(msg, '分享已失效'), ev);
  if (code === 5105 || has(msg, CODE_WORDS)) return v('locked', zh(msg, '需要提取码'), ev);
  if (has(msg.toLowerCase(), LIMIT_WORDS)) return v('uncertain', '网盘限流，稍后再试', ev, true);
  return v('uncertain', zh(msg, '无法确认链接状态'), ev);
};

/** 移动云盘 (139): POST /yun-share/richlifeApp/devapp/IOutLink/getOutLinkInfoV6 {linkID, passwd}. */
const pan139: Adapter = async (t, base, http) => {
  const id = queryParam(t.url, 'linkID', 'linkId') || bareQueryId(t.url) || shareId(t.url, /\/(?:w\/i|m\/i|i)\/([\w-]+)/) || shareId(t.url, /\/link\/([\w-]+)/);
  if (!id) return v('uncertain', '无法解析分享地址', { url: t.url });
  const r = await http(`${base}/yun-share/richlifeApp/devapp/IOutLink/getOutLinkInfoV6`, {
    json: { getOutLinkInfoReq: { account: '', linkID: id, passwd: t.password, caSrt: 0, coSrt: 0, srtDr: 1, bNum: 1, eNum: 1 } },
  });
  const f = failed(r, true);
  if (f) return f;
  const j = obj(r.json);
  const code = str(j.code ?? j.resultCode);
  const msg = str(j.desc ?? j.message);
  const ev = { status: r.status, code, desc: msg, success: j.success };
  if ((code === '0' || j.success === true) && code !== '9188') return v('ok', '链接有效', ev);
  if (code === '200000727' || code === '200000731' || code === '9188' || has(msg, GONE_WORDS)) return v('bad', zh(msg, '分享已失效'), ev);
  if (code === '200000732' || code === '200000401' || has(msg, CODE_WORDS)) return v('locked', t.password ? '提取码错误' : '需要提取码', ev);
  if (has(msg.toLowerCase(), LIMIT_WORDS)) return v('uncertain', '网盘限流，稍后再试', ev, true);
  return v('uncertain', zh(msg, '无法确认链接状态'), ev);
};

export const ADAPTERS: Record<CheckedType, Adapter> = {
  baidu,
  aliyun,
  quark: quarkFamily('https://pan.quark.cn'),
  uc: quarkFamily('https://drive.uc.cn'),
  '115': pan115,
  tianyi,
  xunlei: xunleiFamily,
  '123': pan123,
  '139': pan139,
  pikpak: xunleiFamily,
};

/** magnet: a btih of 40 hex or 32 base32 characters. */
export function checkMagnet(url: string): Verdict {
  const m = /^magnet:\?(?:.*&)?xt=urn:btih:([a-z0-9]+)(?:&|$)/i.exec(url.trim());
  const hash = m?.[1] ?? '';
  const okHash = /^[0-9a-f]{40}$/i.test(hash) || /^[a-z2-7]{32}$/i.test(hash);
  return okHash
    ? v('unsupported', '磁力链接格式正确（无法在线检测）', { format: 'btih', hash_length: hash.length })
    : v('bad', '磁力链接格式无效', { format: 'btih', hash_length: hash.length });
}

/** ed2k: ed2k://|file|name|size|32-hex hash|/ */
export function checkEd2k(url: string): Verdict {
  const m = /^ed2k:\/\/\|file\|([^|]+)\|(\d+)\|([0-9a-f]{32})\|/i.exec(url.trim());
  return m
    ? v('unsupported', '电驴链接格式正确（无法在线检测）', { format: 'ed2k', size: Number(m[2]) })
    : v('bad', '电驴链接格式无效', { format: 'ed2k' });
}

export function isCheckedType(t: string): t is CheckedType {
  return (CHECKED_TYPES as readonly string[]).includes(t);
}

/** Runs the adapter for a link (no rate limit or cache here: see LinkCheckService). */
export async function runAdapter(t: LinkTarget, bases: Partial<Record<CheckedType, string>>, timeoutMs?: number): Promise<Verdict> {
  if (t.diskType === 'magnet') return checkMagnet(t.url);
  if (t.diskType === 'ed2k') return checkEd2k(t.url);
  if (!isCheckedType(t.diskType)) return v('unsupported', '当前网盘暂不支持检测', { disk_type: t.diskType });
  const base = (bases[t.diskType] ?? DEFAULT_BASE_URLS[t.diskType]).replace(/\/+$/, '');
  return ADAPTERS[t.diskType](t, base, (url, o = {}) => call(url, { ...o, timeoutMs }));
}
