import { httpPost, ProviderError } from '../http-client';
import type { UrlPushProvider, UrlPushResult } from './types';

/**
 * Baidu 普通收录 API: POST {endpoint}/urls?site=<verified site>&token=<token>, text/plain, one URL
 * a line. 200 → {"remain": n, "success": n, "not_same_site": [...], "not_valid": [...]};
 * a refusal → {"error": status, "message": "token is not valid" | "over quota" | …}.
 */
export class BaiduUrlPush implements UrlPushProvider {
  readonly name = 'baidu';
  /** Baidu's documentation allows 2000 URLs per post */
  readonly maxBatch = 2000;

  constructor(private readonly cfg: { token: string; site: string; endpoint: string }, private readonly timeoutMs = 10_000) {}

  async push(urls: string[]): Promise<UrlPushResult> {
    const url = new URL(`${this.cfg.endpoint}/urls`);
    url.searchParams.set('site', this.cfg.site);
    url.searchParams.set('token', this.cfg.token);
    const reply = await httpPost(url, urls.join('\n'), { headers: { 'content-type': 'text/plain' }, timeoutMs: this.timeoutMs, maxBytes: 256 * 1024 });
    let body: { success?: unknown; remain?: unknown; error?: unknown; message?: unknown; not_valid?: unknown; not_same_site?: unknown };
    try {
      body = JSON.parse(reply.body.toString('utf8')) as typeof body;
    } catch {
      throw new ProviderError('bad_reply', `百度普通收录返回了无法识别的内容（HTTP ${reply.status}）`, reply.status);
    }
    if (reply.status !== 200 || body.error !== undefined) {
      throw new ProviderError('http', `百度普通收录拒绝了提交：${String(body.message ?? body.error ?? reply.status)}`, reply.status);
    }
    const accepted = Number(body.success ?? 0);
    const invalid = Array.isArray(body.not_valid) ? body.not_valid.length : 0;
    const foreign = Array.isArray(body.not_same_site) ? body.not_same_site.length : 0;
    return {
      accepted,
      remain: body.remain === undefined ? undefined : Number(body.remain),
      note: `百度普通收录：接受 ${accepted} 条，今日剩余 ${String(body.remain ?? '未知')} 条${invalid ? `，不合法 ${invalid} 条` : ''}${foreign ? `，非本站 ${foreign} 条` : ''}`,
    };
  }
}
