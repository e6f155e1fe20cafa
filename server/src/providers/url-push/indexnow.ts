import { httpPost, ProviderError } from '../http-client';
import type { UrlPushProvider, UrlPushResult } from './types';

/**
 * IndexNow (Bing, Yandex, Seznam, Naver, Yep): POST {endpoint}/indexnow with JSON
 * {host, key, keyLocation, urlList} (at most 10,000 URLs). 200 / 202 = received; 400 bad
 * request, 403 key not valid, 422 URLs not of the host or key mismatch, 429 too many requests.
 * The key is served as text at {site}/{key}.txt (routes/seo.ts).
 */
export class IndexNowUrlPush implements UrlPushProvider {
  readonly name = 'indexnow';
  readonly maxBatch = 10_000;

  constructor(private readonly cfg: { key: string; endpoint: string; siteUrl: string }, private readonly timeoutMs = 10_000) {}

  async push(urls: string[]): Promise<UrlPushResult> {
    const site = new URL(this.cfg.siteUrl);
    const body = JSON.stringify({ host: site.host, key: this.cfg.key, keyLocation: `${this.cfg.siteUrl}/${this.cfg.key}.txt`, urlList: urls });
    const reply = await httpPost(`${this.cfg.endpoint}/indexnow`, body, {
      headers: { 'content-type': 'application/json; charset=utf-8' }, timeoutMs: this.timeoutMs, maxBytes: 64 * 1024,
    });
    if (reply.status === 200 || reply.status === 202) return { accepted: urls.length, note: `IndexNow：已提交 ${urls.length} 条（HTTP ${reply.status}）` };
    const why: Record<number, string> = { 400: '请求格式错误', 403: '密钥无效', 422: '网址不属于本站或密钥不匹配', 429: '提交过于频繁' };
    throw new ProviderError('http', `IndexNow 拒绝了提交：${why[reply.status] ?? `HTTP ${reply.status}`}`, reply.status);
  }
}
