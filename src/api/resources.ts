import { del, get, post, request, type QuietConfig } from './http';
import type { z } from 'zod';
import type {
  diskTypeName, hotKeywordsReply, hotPage, hotQuery, hotRange, keywordCount, myShare, reportResult, resourceCategory, resourceDetail,
  resourceItem, resourceListSort, resourceSearchBaseQuery, resourceSearchReply, shareItem, sharePreviewItem, shareResult, shareStatus, subscription,
  unlockedBy,
} from '../../contract/resources';
import type { detailExtra, searchExtraQuery, suggestReply } from '../../contract/search';
import type { resourceCheckFields, verifiedQuery } from '../../contract/pansou';
import type { PageParams, PagedList } from './types';

/** Resources: shapes from contract/resources.ts and contract/search.ts (types only; issue 20). */

/** validity of a link: ok 有效 / reported 有人反馈失效 / invalid 已失效. */
export type Validity = 'ok' | 'reported' | 'invalid';
/** A resource as every list shows it (url/pwd are null while a paid link is locked). */
export type Resource = z.infer<typeof resourceItem>;
export type UnlockedBy = z.infer<typeof unlockedBy>;
/** GET /v1/resource/{id}. */
export type ResourceDetail = z.infer<typeof resourceDetail>;
/** Search query (spec §1: kw, skey, onlyFree default '1'; '' skey = all disks). */
export type SearchParams = PageParams & Pick<z.input<typeof resourceSearchBaseQuery>, 'kw'> & BrowseFilter & Partial<z.output<typeof searchExtraQuery>> & z.input<typeof verifiedQuery>;
/** The link checker's fields on a resource (issue 19). */
export type ResourceCheck = z.infer<typeof resourceCheckFields>;
/** skey: a disk type ('' = all); onlyFree: '1' free only (default), '0' paid too — URL strings, checked by the server. */
type BrowseFilter = { skey?: string; onlyFree?: string };
export type SearchResult = z.infer<typeof resourceSearchReply>;
/** GET /v1/resource/suggest */
export type SuggestReply = z.infer<typeof suggestReply>;
export type Suggestion = SuggestReply['list'][number];
/** Detail fields of issue 15: the sharer and the last validity check. */
export type DetailExtra = z.infer<typeof detailExtra>;
/** Browse query (/v1/resource/latest, /list). */
export type BrowseParams = PageParams & BrowseFilter & Partial<{ category_id: number; sort: z.infer<typeof resourceListSort> }>;
export type KeywordCount = z.infer<typeof keywordCount>;
export type HotRange = z.infer<typeof hotRange>;
export type HotPage = z.infer<typeof hotPage>;
export type HotKeywordsReply = z.infer<typeof hotKeywordsReply>;
export type Category = z.infer<typeof resourceCategory>;
export type DiskTypeName = z.infer<typeof diskTypeName>;
/** One link found in pasted text (POST /auth/v1/resource/share/preview). */
export type SharePreviewItem = z.infer<typeof sharePreviewItem>;

/** Whether a parsed link can be shared (not already on the site, no problem). */
export const canShare = (item: SharePreviewItem) => !item.duplicate && !item.problem;

export type ShareItem = z.input<typeof shareItem>;
export type ShareResult = z.infer<typeof shareResult>;
export type ShareStatus = z.infer<typeof shareStatus>;
export type MyShare = z.infer<typeof myShare>;
export type Subscription = z.infer<typeof subscription>;
export type ReportResult = z.infer<typeof reportResult>;

/** Every resource call (server/src/routes/v1/resource.ts and auth/resource.ts). */
export const resourcesApi = {
  search: (params: SearchParams) => get<SearchResult>('/v1/resource/search', params),
  suggest: (q: string) => get<SuggestReply>('/v1/resource/suggest', { q }),
  related: (id: number) => get<Resource[]>(`/v1/resource/${id}/related`),
  latest: (params: BrowseParams) => get<PagedList<Resource>>('/v1/resource/latest', params),
  list: (params: BrowseParams) => get<PagedList<Resource>>('/v1/resource/list', params),
  hot: (params: Pick<z.output<typeof hotQuery>, 'range'> & Partial<z.output<typeof hotQuery>>) => get<HotPage>('/v1/resource/hot', params),
  hotKeywords: () => get<HotKeywordsReply>('/v1/resource/hot_keywords'),
  categories: () => get<Category[]>('/v1/resource/categories'),
  diskTypes: () => get<DiskTypeName[]>('/v1/resource/disk_types'),
  /** quiet: the detail page shows a refusal (not found) itself, once. */
  detail: (id: number) => request<ResourceDetail>({ method: 'GET', url: `/v1/resource/${id}`, quiet: true } as QuietConfig),
  reveal: (id: number) => post<ResourceDetail>(`/auth/v1/resource/${id}/reveal`),
  report: (id: number, reason = '') => post<ReportResult>(`/auth/v1/resource/${id}/report`, { reason }),
  sharePreview: (text: string) => post<SharePreviewItem[]>('/auth/v1/resource/share/preview', { text }),
  share: (items: ShareItem[]) => post<ShareResult>('/auth/v1/resource/share', { items }),
  mine: (params: PageParams & { status?: ShareStatus; category_id?: number }) => get<PagedList<MyShare>>('/auth/v1/resource/my', params),
  subscriptions: () => get<Subscription[]>('/auth/v1/resource/subscribe'),
  subscribe: (keyword: string) => post<Subscription>('/auth/v1/resource/subscribe', { keyword }),
  unsubscribe: (id: number) => del<null>(`/auth/v1/resource/subscribe/${id}`),
};
