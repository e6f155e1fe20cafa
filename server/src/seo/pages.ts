import type { ValidityLabel } from '../../../contract/validity';
import { escapeHtml, html, jsonLd, raw, type SafeHtml } from './html';

/**
 * The server-rendered pages for search engines and readers without JavaScript (issue 32,
 * ADR 0032): /r/{id} a resource, /t/{id} a forum thread, /k/{keyword} a keyword hub, and the
 * page that answers 404 / 410. Pure functions from a view model (built by SeoService, which
 * decides what a visitor may see) to HTML: no database, no request. Every value is escaped by
 * the `html` template; the only raw markup is this file's stylesheet and the thread body
 * rendered by markdown-it with raw HTML off (seo/markdown.ts).
 */

export const SITE_NAME = 'ujuso';
export const SITE_TITLE = 'ujuso 网盘资源搜索社区';

export interface Crumb {
  name: string;
  /** absolute URL */
  url: string;
}

export interface PageMeta {
  /** the page's own title, without the site name */
  title: string;
  description: string;
  /** absolute URL of the one address of this content */
  canonical: string;
  /** absolute site root, e.g. https://ujuso.com */
  site: string;
  ogType: 'website' | 'article';
  crumbs: Crumb[];
  /** noindex for thin pages; absent = index, follow */
  noindex?: boolean;
  /** more JSON-LD objects beside the BreadcrumbList */
  ld?: object[];
}

/** A short link card of a resource (related resources, keyword results). */
export interface ResourceCardModel {
  id: number;
  title: string;
  diskName: string;
  size: string;
  createdAt: number;
  price: number;
  validity: ValidityLabel;
}

export interface ResourcePageModel {
  id: number;
  title: string;
  diskType: string;
  diskName: string;
  size: string;
  category: string;
  sharer: string;
  createdAt: number;
  views: number;
  price: number;
  validity: ValidityLabel;
  /** the share link and code, only when the app shows them to a visitor (a free link) */
  url: string | null;
  pwd: string | null;
  related: ResourceCardModel[];
}

export interface FloorModel {
  floor: number;
  floorName: string;
  username: string;
  createdAt: number;
  /** plain text of the reply; null when it is deleted, hidden or blocked */
  text: string | null;
  /** why there is no text */
  gone?: string;
}

export interface ThreadPageModel {
  id: number;
  title: string;
  cateId: number;
  cateName: string;
  author: string;
  createdAt: number;
  updatedAt: number;
  views: number;
  likes: number;
  replyCount: number;
  /** the article body: markdown-it output (raw HTML off, safe links only) */
  body: SafeHtml;
  /** the body was cut for this page; the whole article is in the app */
  bodyCut: boolean;
  /** plain text of the body for JSON-LD (cut) */
  bodyText: string;
  /** the article carries a share link that the app reveals after a like or a reply */
  hiddenLink: null | { mode: 'like' | 'reply'; diskName: string };
  floors: FloorModel[];
  page: number;
  pages: number;
}

export interface KeywordPageModel {
  keyword: string;
  total: number;
  /** more matches exist than were counted */
  capped: boolean;
  counts: Array<{ diskType: string; name: string; n: number }>;
  results: ResourceCardModel[];
  related: string[];
}

// ---- helpers

const CST_MS = 8 * 3600_000;
/** 2026-11-22 10:00 (Asia/Shanghai) */
export function cstDateTime(ms: number): string {
  return new Date(Number(ms) + CST_MS).toISOString().slice(0, 16).replace('T', ' ');
}
/** ISO 8601 with the +08:00 offset (JSON-LD, OpenGraph) */
export function cstIso(ms: number): string {
  return `${new Date(Number(ms) + CST_MS).toISOString().slice(0, 19)}+08:00`;
}

/** At most `max` code points of one-line text, with … when cut. */
export function clip(text: string, max: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  const cps = Array.from(one);
  return cps.length > max ? `${cps.slice(0, max).join('')}…` : one;
}

export const resourcePath = (id: number) => `/r/${id}`;
export const threadPath = (id: number, page = 1) => (page > 1 ? `/t/${id}/${page}` : `/t/${id}`);
export const keywordPath = (kw: string) => `/k/${encodeURIComponent(kw)}`;
export const appResourceHref = (id: number) => `/#/main/detail/${id}`;
export const appThreadHref = (id: number) => `/#/main/bbs/post/${id}`;
export const appSearchHref = (kw: string) => `/#/main/index?kw=${encodeURIComponent(kw)}`;

const CSS = `*{box-sizing:border-box}body{margin:0;background:#f5f7fa;color:#1f1f1f;font:15px/1.7 -apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans SC','Noto Sans CJK SC',system-ui,sans-serif}
a{color:#0958d9}header{background:#fff;border-bottom:1px solid #e5e7eb}
.bar{max-width:960px;margin:0 auto;padding:0 16px;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;min-height:56px}
.brand{font-weight:700;font-size:20px;color:#0958d9;text-decoration:none;margin-right:auto}
nav a{display:inline-block;padding:10px 4px;color:#1f1f1f;text-decoration:none}
main{max-width:960px;margin:16px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}
h1{font-size:22px;line-height:1.4;margin:0 0 12px;overflow-wrap:anywhere}h2{font-size:17px;margin:0 0 8px}
.crumbs{font-size:13px;color:#595959;margin-bottom:8px}.crumbs a{color:#595959}
dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:6px 16px;margin:0 0 16px}
dt{color:#595959;font-size:13px}dd{margin:0}
.tag{display:inline-block;padding:0 8px;border-radius:4px;font-size:13px;line-height:22px}
.ok{color:#237804;background:#f6ffed}.warn{color:#ad4e00;background:#fff7e6}.bad{color:#a8071a;background:#fff1f0}.unknown{color:#595959;background:#f0f0f0}
.btn{display:inline-block;background:#0958d9;color:#fff;border-radius:8px;padding:10px 20px;text-decoration:none;font-weight:600;min-height:44px}
.link{background:#f5f7fa;border-radius:8px;padding:12px;margin:0 0 16px;overflow-wrap:anywhere}
ul.list{list-style:none;margin:0;padding:0}ul.list li{padding:10px 0;border-top:1px solid #f0f0f0}
.muted{color:#595959;font-size:13px}.floor{padding:12px 0;border-top:1px solid #f0f0f0}
.body{overflow-wrap:anywhere}.body img{max-width:100%}.pager a,.pager span{display:inline-block;min-width:44px;padding:10px;text-align:center}
.kw a{display:inline-block;margin:0 8px 8px 0;padding:6px 12px;background:#f0f5ff;border-radius:16px;text-decoration:none}
footer{max-width:960px;margin:0 auto 24px;padding:0 16px;color:#595959;font-size:13px}`;

function breadcrumbLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** The page around the content: head (title, description, canonical, OpenGraph, JSON-LD), site header, footer. */
export function layout(meta: PageMeta, content: SafeHtml): string {
  // at most 70 characters in all (what result pages show; html-validate long-title)
  // (counted as written in the page, entities included)
  let keep = 61;
  while (keep > 10 && escapeHtml(clip(meta.title, keep)).length > 61) keep--;
  const fullTitle = `${clip(meta.title, keep)} - ${SITE_NAME}`;
  const lds = [breadcrumbLd(meta.crumbs), ...(meta.ld ?? [])];
  const crumbs = meta.crumbs.map((c, i) =>
    i === meta.crumbs.length - 1 ? html`<span aria-current="page">${c.name}</span>` : html`<a href="${c.url}">${c.name}</a> › `);
  return html`<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="applicable-device" content="pc,mobile">
<title>${fullTitle}</title>
<meta name="description" content="${meta.description}">
${meta.noindex ? html`<meta name="robots" content="noindex, follow">` : ''}
<link rel="canonical" href="${meta.canonical}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<meta property="og:site_name" content="${SITE_TITLE}">
<meta property="og:locale" content="zh_CN">
<meta property="og:type" content="${meta.ogType}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
<meta property="og:url" content="${meta.canonical}">
<meta property="og:image" content="${meta.site}/icon-512.png">
${lds.map((ld) => jsonLd(ld))}
<style>${raw(CSS)}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/">${SITE_NAME}</a><nav aria-label="站点导航"><a href="/#/main/index">资源搜索</a> <a href="/#/main/latest">最新资源</a> <a href="/#/main/hot">热门</a> <a href="/#/main/bbs/list">论坛</a></nav></div></header>
<main>
<div class="crumbs">${crumbs}</div>
${content}
</main>
<footer>${SITE_TITLE} · 本站只收录网友分享的网盘链接，不存储任何文件。</footer>
</body>
</html>
`.value;
}

function validityTag(v: ValidityLabel): SafeHtml {
  return html`<span class="tag ${v.tone}">${v.text}</span>`;
}

function resourceCards(items: ResourceCardModel[]): SafeHtml {
  return html`<ul class="list">${items.map((r) => html`<li><a href="${resourcePath(r.id)}">${r.title}</a><div class="muted">${r.diskName}${r.size ? ` · ${r.size}` : ''} · ${cstDateTime(r.createdAt).slice(0, 10)} · ${r.price > 0 ? `${r.price} 金币` : '免费'} · ${validityTag(r.validity)}</div></li>`)}</ul>`;
}

export function resourcePage(m: ResourcePageModel, meta: PageMeta): string {
  const link = m.url
    ? html`<div class="link"><div>链接：<a href="${m.url}" rel="nofollow noopener noreferrer" target="_blank">${m.url}</a></div>${m.pwd ? html`<div>提取码：<strong>${m.pwd}</strong></div>` : ''}</div>`
    : html`<p class="link">这是付费资源（${m.price} 金币），链接在 ujuso 中查看；VIP 会员免费查看。</p>`;
  return layout(meta, html`<article class="card">
<h1>${m.title}</h1>
<dl>
<div><dt>网盘</dt><dd>${m.diskName}</dd></div>
<div><dt>分类</dt><dd>${m.category || '未分类'}</dd></div>
<div><dt>大小</dt><dd>${m.size || '未知'}</dd></div>
<div><dt>分享者</dt><dd>${m.sharer}</dd></div>
<div><dt>分享时间</dt><dd><time datetime="${cstIso(m.createdAt)}">${cstDateTime(m.createdAt)}</time></dd></div>
<div><dt>有效性</dt><dd>${validityTag(m.validity)}</dd></div>
<div><dt>浏览</dt><dd>${m.views} 次</dd></div>
<div><dt>价格</dt><dd>${m.price > 0 ? `${m.price} 金币` : '免费'}</dd></div>
</dl>
${link}
<a class="btn" href="${appResourceHref(m.id)}">在 ujuso 中打开资源</a>
</article>
${m.related.length ? html`<section class="card" aria-label="相关资源"><h2>相关资源</h2>${resourceCards(m.related)}</section>` : ''}`);
}

export function threadPage(m: ThreadPageModel, meta: PageMeta): string {
  const pager = m.pages > 1
    ? html`<nav class="pager" aria-label="分页">${Array.from({ length: m.pages }, (_, i) => i + 1)
      .filter((p) => p === 1 || p === m.pages || Math.abs(p - m.page) <= 2)
      .map((p) => (p === m.page ? html`<span aria-current="page">${p}</span>` : html`<a href="${threadPath(m.id, p)}">${p}</a>`))}</nav>`
    : '';
  const hidden = m.hiddenLink
    ? html`<p class="link">本帖附有${m.hiddenLink.diskName || '网盘'}分享链接，${m.hiddenLink.mode === 'reply' ? '回复' : '点赞'}后可见：请在 ujuso 中${m.hiddenLink.mode === 'reply' ? '回复' : '点赞'}查看。</p>`
    : '';
  const floors = m.floors.map((f) => html`<div class="floor" id="f${f.floor}"><div class="muted">${f.floorName} · ${f.username || '匿名'} · <time datetime="${cstIso(f.createdAt)}">${cstDateTime(f.createdAt)}</time></div>${f.text === null ? html`<p class="muted">${f.gone ?? '该回复不可见'}</p>` : html`<p>${f.text}</p>`}</div>`);
  return layout(meta, html`<article class="card">
<h1>${m.title}</h1>
<p class="muted">${m.author} · 发表于 <time datetime="${cstIso(m.createdAt)}">${cstDateTime(m.createdAt)}</time>${m.updatedAt > m.createdAt ? html` · 更新于 <time datetime="${cstIso(m.updatedAt)}">${cstDateTime(m.updatedAt)}</time>` : ''} · 分类 ${m.cateName || '未分类'} · ${m.views} 浏览 · ${m.likes} 点赞 · ${m.replyCount} 回复</p>
<div class="body">${m.body}</div>
${m.bodyCut ? html`<p><a href="${appThreadHref(m.id)}">阅读全文…</a></p>` : ''}
${hidden}
<a class="btn" href="${appThreadHref(m.id)}">在 ujuso 中查看和回复</a>
</article>
<section class="card" aria-label="回复"><h2>回复（${m.replyCount}）</h2>
${m.floors.length ? floors : html`<p class="muted">${m.page > 1 ? '这一页没有回复。' : '还没有回复，来抢沙发吧。'}</p>`}
${pager}
</section>`);
}

export function keywordPage(m: KeywordPageModel, meta: PageMeta): string {
  const counts = m.counts.map((c) => html`<li>${c.name} <strong>${c.n}</strong></li>`);
  return layout(meta, html`<section class="card">
<h1>${m.keyword} 网盘资源</h1>
<p>找到 ${m.total}${m.capped ? '+' : ''} 个与「${m.keyword}」相关的免费网盘资源${m.counts.length ? '，按网盘：' : '。'}</p>
${m.counts.length ? html`<ul class="kw">${counts}</ul>` : ''}
${m.results.length ? resourceCards(m.results) : html`<p class="muted">暂时没有找到相关资源。</p>`}
<p><a class="btn" href="${appSearchHref(m.keyword)}">在 ujuso 中搜索「${m.keyword}」</a></p>
</section>
${m.related.length ? html`<section class="card kw" aria-label="相关搜索"><h2>相关搜索</h2>${m.related.map((k) => html`<a href="${keywordPath(k)}">${k}</a>`)}</section>` : ''}`);
}

/** 404 / 410: a real status with a page a person can go on from. */
export function missingPage(status: 404 | 410, message: string, site: string, canonical: string): string {
  return layout(
    { title: status === 410 ? '内容已删除' : '页面不存在', description: message, canonical, site, ogType: 'website', noindex: true, crumbs: [{ name: '首页', url: `${site}/` }, { name: status === 410 ? '已删除' : '不存在', url: canonical }] },
    html`<section class="card"><h1>${message}</h1><p>可以试试：<a href="/#/main/index">搜索资源</a> · <a href="/#/main/latest">最新资源</a> · <a href="/#/main/bbs/list">论坛</a></p></section>`,
  );
}
