import { ConfigError } from '../config';

/**
 * Server pages and URL push (issue 32): SITE_URL, BAIDU_PUSH_TOKEN (+ BAIDU_PUSH_SITE,
 * BAIDU_PUSH_URL), INDEXNOW_KEY (+ INDEXNOW_URL), SEO_PUSH_INTERVAL_MS. Push is off unless a
 * token or key is set. SEO_PAGE_CACHE_MB: the rendered pages kept per process (seo/page-cache.ts;
 * default 64, 0 = off).
 */
export interface SeoConfig {
  /** https://ujuso.com — absolute URLs of canonicals and sitemaps; unset: taken from the request's Host */
  siteUrl: string | undefined;
  baidu: { token: string; site: string; endpoint: string } | undefined;
  indexNow: { key: string; endpoint: string } | undefined;
  /** how often the push job looks for new URLs */
  pushIntervalMs: number;
  /** megabytes of rendered /r and /t pages each process keeps (0: none) */
  pageCacheMb: number;
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?::\d+)?(?:\/[^\s?#]*)?$/;

export function parseSeoConfig(env: NodeJS.ProcessEnv): SeoConfig {
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '') || undefined;
  if (siteUrl && !HTTP_URL.test(siteUrl)) throw new ConfigError(`SITE_URL 无效："${env.SITE_URL}"（应为 http:// 或 https:// 开头的网站地址，例如 https://ujuso.com）`);
  const baiduToken = env.BAIDU_PUSH_TOKEN?.trim();
  let baidu: SeoConfig['baidu'];
  if (baiduToken) {
    const site = env.BAIDU_PUSH_SITE?.trim() || siteUrl;
    if (!site) throw new ConfigError('设置了 BAIDU_PUSH_TOKEN 时还需要 BAIDU_PUSH_SITE 或 SITE_URL（百度站长平台验证过的站点）');
    const endpoint = env.BAIDU_PUSH_URL?.trim() || 'http://data.zz.baidu.com';
    if (!HTTP_URL.test(endpoint)) throw new ConfigError(`BAIDU_PUSH_URL 无效："${env.BAIDU_PUSH_URL}"`);
    baidu = { token: baiduToken, site, endpoint: endpoint.replace(/\/+$/, '') };
  }
  const key = env.INDEXNOW_KEY?.trim();
  let indexNow: SeoConfig['indexNow'];
  if (key) {
    if (!/^[a-zA-Z0-9-]{8,128}$/.test(key)) throw new ConfigError('INDEXNOW_KEY 无效：应为 8–128 个字母、数字或 -');
    if (!siteUrl) throw new ConfigError('设置了 INDEXNOW_KEY 时还需要 SITE_URL（提交的网址必须属于这个站点）');
    const endpoint = env.INDEXNOW_URL?.trim() || 'https://api.indexnow.org';
    if (!HTTP_URL.test(endpoint)) throw new ConfigError(`INDEXNOW_URL 无效："${env.INDEXNOW_URL}"`);
    indexNow = { key, endpoint: endpoint.replace(/\/+$/, '') };
  }
  const interval = env.SEO_PUSH_INTERVAL_MS ? Number(env.SEO_PUSH_INTERVAL_MS) : 300_000;
  if (!Number.isInteger(interval) || interval < 1000 || interval > 86_400_000) throw new ConfigError(`SEO_PUSH_INTERVAL_MS 无效："${env.SEO_PUSH_INTERVAL_MS}"（应为 1000–86400000 的整数）`);
  const pageCacheMb = env.SEO_PAGE_CACHE_MB ? Number(env.SEO_PAGE_CACHE_MB) : 64;
  if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0 || pageCacheMb > 65_536) throw new ConfigError(`SEO_PAGE_CACHE_MB 无效："${env.SEO_PAGE_CACHE_MB}"（应为 0–65536 的数字，0 表示不缓存页面）`);
  return { siteUrl, baidu, indexNow, pushIntervalMs: interval, pageCacheMb };
}
