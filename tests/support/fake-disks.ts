import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One local HTTP server that answers like the public share endpoints of every disk service the
 * link checker asks (issue 19). The scenario is in the share id: `okshare`, `goneshare`,
 * `codeshare` (needs a code; `1234` opens it), `limitshare` (rate-limited), `slowshare` (never
 * answers in time), `junkshare` (malformed reply). Every request is recorded with its time.
 */
export type Scenario = 'ok' | 'gone' | 'code' | 'limit' | 'slow' | 'junk';

export interface FakeHit {
  service: string;
  scenario: Scenario;
  path: string;
  at: number;
}

export interface FakeDisks {
  url: string;
  hits: FakeHit[];
  /** CHECKER_BASE_URLS for every disk type */
  baseUrls: Record<string, string>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

type Answer = (scenario: Scenario, code: string) => [number, unknown];

/** Each service: how it answers each scenario (status, JSON body). */
const SERVICES: Record<string, { match: RegExp; code: (u: URL, body: string) => string; answer: Answer }> = {
  baidu: {
    match: /^\/baidu\/(share\/verify|api\/shorturlinfo)/,
    code: (_u, body) => new URLSearchParams(body).get('pwd') ?? '',
    answer: (s, code) => {
      if (s === 'ok') return [200, { errno: 0, shareid: 1 }];
      if (s === 'gone') return [200, { errno: -7, show_msg: '啊哦，你来晚了，分享的文件已经被删除了' }];
      if (s === 'code') return [200, code === '1234' ? { errno: 0 } : { errno: -9, errmsg: '提取码错误' }];
      return [200, { errno: -62, errmsg: '需要验证码' }];
    },
  },
  aliyun: {
    match: /^\/aliyun\/adrive\/v3\/share_link\/get_share_by_anonymous/,
    code: () => '',
    answer: (s) => {
      if (s === 'ok') return [200, { share_name: '合集', file_count: 3, has_pwd: false }];
      if (s === 'gone') return [400, { code: 'ShareLink.Cancelled', message: 'share link is cancelled' }];
      if (s === 'code') return [200, { share_name: '合集', file_count: 3, has_pwd: true }];
      return [429, { code: 'TooManyRequests', message: 'Too Many Requests' }];
    },
  },
  quark: {
    match: /^\/(quark|uc)\/1\/clouddrive\/share\/sharepage\/token/,
    code: (_u, body) => (JSON.parse(body || '{}') as { passcode?: string }).passcode ?? '',
    answer: (s, code) => {
      if (s === 'ok' || (s === 'code' && code === '1234')) return [200, { status: 200, code: 0, message: 'ok', data: { stoken: 'st-1' } }];
      if (s === 'gone') return [200, { status: 404, code: 41006, message: '分享不存在' }];
      if (s === 'code') return [200, { status: 400, code: 41008, message: '需要提取码' }];
      return [429, { status: 429, code: 32003, message: 'request too many' }];
    },
  },
  '115': {
    match: /^\/115\/share\/snap/,
    code: (u) => u.searchParams.get('receive_code') ?? '',
    answer: (s, code) => {
      if (s === 'ok' || (s === 'code' && code === '1234')) return [200, { state: true, errno: 0, data: { count: 1 } }];
      if (s === 'gone') return [200, { state: false, errno: 4100009, error: '链接已过期' }];
      if (s === 'code') return [200, { state: false, errno: 4100012, error: '请输入访问码' }];
      return [200, { state: false, errno: 4100001, error: '访问过于频繁，请稍后再试' }];
    },
  },
  tianyi: {
    match: /^\/tianyi\/api\/open\/share\/getShareInfoByCodeV2\.action/,
    code: () => '',
    answer: (s) => {
      if (s === 'ok') return [200, { res_code: 0, res_message: '成功', needAccessCode: 0, shareId: 9 }];
      if (s === 'gone') return [200, { res_code: 'ShareNotFound', res_message: '分享不存在' }];
      if (s === 'code') return [200, { res_code: 0, res_message: '成功', needAccessCode: 1 }];
      return [200, { res_code: 'ShareOverLimit', res_message: '访问过于频繁' }];
    },
  },
  xunlei: {
    match: /^\/(xunlei|pikpak)\/drive\/v1\/share/,
    code: (u) => u.searchParams.get('pass_code') ?? '',
    answer: (s, code) => {
      if (s === 'ok' || (s === 'code' && code === '1234')) return [200, { share_status: 'OK', share_status_text: '', files: [] }];
      if (s === 'gone') return [200, { share_status: 'DELETED', share_status_text: '分享已删除' }];
      if (s === 'code') return [200, { share_status: code ? 'PASS_CODE_ERROR' : 'PASS_CODE_EMPTY', share_status_text: '' }];
      return [429, { error: 'too_many_requests', error_code: 9 }];
    },
  },
  '123': {
    match: /^\/123\/api\/share\/info/,
    code: () => '',
    answer: (s) => {
      if (s === 'ok') return [200, { code: 0, message: 'ok', data: { HasPwd: false, Expired: false } }];
      if (s === 'gone') return [200, { code: 5103, message: '分享页面不存在' }];
      if (s === 'code') return [200, { code: 0, message: 'ok', data: { HasPwd: true, Expired: false } }];
      return [429, { code: 429, message: '请求太频繁' }];
    },
  },
  '139': {
    match: /^\/139\/yun-share\/richlifeApp\/devapp\/IOutLink\/getOutLinkInfoV6/,
    code: (_u, body) => (JSON.parse(body || '{}') as { getOutLinkInfoReq?: { passwd?: string } }).getOutLinkInfoReq?.passwd ?? '',
    answer: (s, code) => {
      if (s === 'ok' || (s === 'code' && code === '1234')) return [200, { success: true, code: '0', desc: 'success', data: {} }];
      if (s === 'gone') return [200, { success: false, code: '200000727', desc: '外链不存在或已失效' }];
      if (s === 'code') return [200, { success: false, code: '200000732', desc: '请输入提取码' }];
      return [429, { success: false, code: '429', desc: '访问过于频繁' }];
    },
  },
};

export async function startFakeDisks(): Promise<FakeDisks> {
  const hits: FakeHit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const u = new URL(req.url ?? '/', 'http://fake');
      const entry = Object.entries(SERVICES).find(([, s]) => s.match.test(u.pathname));
      const scenario = (/(ok|gone|code|limit|slow|junk)share/.exec(u.pathname + u.search + body)?.[1] ?? 'junk') as Scenario;
      const service = u.pathname.split('/')[1] ?? '';
      hits.push({ service, scenario, path: u.pathname, at: Date.now() });
      if (!entry) return json(res, 404, { error: 'no such endpoint' });
      if (scenario === 'slow') return; // never answers: the checker's timeout decides
      if (scenario === 'junk') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>系统繁忙');
      const [status, reply] = entry[1].answer(scenario, entry[1].code(u, body));
      json(res, status, reply);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const types = ['baidu', 'aliyun', 'quark', 'uc', '115', 'tianyi', 'xunlei', '123', '139', 'pikpak'];
  return {
    url,
    hits,
    baseUrls: Object.fromEntries(types.map((t) => [t, `${url}/${t}`])),
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A share URL of each disk type for a scenario, as users paste them. */
export function shareUrl(type: string, scenario: Scenario): string {
  const id = `${scenario}share`;
  switch (type) {
    case 'baidu': return `https://pan.baidu.com/s/1${id}`;
    case 'aliyun': return `https://www.alipan.com/s/${id}`;
    case 'quark': return `https://pan.quark.cn/s/${id}`;
    case 'uc': return `https://drive.uc.cn/s/${id}`;
    case '115': return `https://115cdn.com/s/${id}`;
    case 'tianyi': return `https://cloud.189.cn/t/${id}`;
    case 'xunlei': return `https://pan.xunlei.com/s/${id}`;
    case '123': return `https://www.123pan.com/s/${id}.html`;
    case '139': return `https://caiyun.139.com/m/i?${id}`;
    case 'pikpak': return `https://mypikpak.com/s/${id}`;
    default: throw new Error(type);
  }
}
