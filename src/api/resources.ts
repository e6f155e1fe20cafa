import { del, get, post, request, type QuietConfig } from './http';
import type { z } from 'zod';
import type { detailExtra, searchExtraReply, suggestReply } from '../../contract/search';
import type { resourceCheckFields } from '../../contract/pansou';
import type { SearchRange, SearchSort } from '../lib/searchUrl';
import type { PageParams, PagedList } from './types';

/** validity of a link: ok 有效 / reported 有人反馈失效 / invalid 已失效. */
export type Validity = 'ok' | 'reported' | 'invalid';

/** A resource as every list shows it (url/pwd are null while a paid link is locked). */
export interface Resource {
  id: number;
  title: string;
  /** [start, end) UTF-16 ranges of `title` that matched the query (search only). */
  highlights: Array<[number, number]>;
  disk_type: string;
  disk_name: string;
  url: string | null;
  pwd: string | null;
  locked: boolean;
  /** price in coins; 0 = free */
  price: number;
  size: string;
  category_id: number | null;
  validity: Validity | string;
  views: number;
  source: string;
  /** ISO time */
  create_time: string;
  /** link checker (issue 19): '' never checked | ok | bad | locked | unsupported | uncertain; ISO time of the check ('' = never). Absent from older servers. */
  check_state?: ResourceCheck['check_state'];
  checked_time?: ResourceCheck['checked_time'];
}

/** The link checker's fields on a resource (issue 19). */
export type ResourceCheck = z.infer<typeof resourceCheckFields>;

export type UnlockedBy = 'free' | 'vip' | 'paid' | 'owner';

/** GET /v1/resource/{id}. */
export interface ResourceDetail extends Resource {
  category_name: string;
  status: string;
  report_count: number;
  /** the viewer already reported this link */
  reported: boolean;
  unlocked_by: UnlockedBy | null;
  /** the member who shared it (issue 15; absent from older servers) */
  sharer?: DetailExtra['sharer'];
  /** ISO time of the last validity check */
  validity_time?: string;
}

/** Search query (spec §1: kw, skey, onlyFree default '1'). */
export interface SearchParams extends PageParams {
  kw: string;
  /** disk type, '' = all */
  skey?: string;
  /** '1' free only (default), '0' paid too */
  onlyFree?: string;
  sort?: SearchSort;
  range?: SearchRange;
  /** netdisk category id */
  cat?: number;
  /** '1' 只看已验证: links the checker found valid (issue 19) */
  verified?: string;
}

export interface SearchResult extends PagedList<Resource>, z.infer<typeof searchExtraReply> {
  /** the normalised query terms */
  terms: string[];
  /** how many results came from the upstream search API */
  upstream: number;
}

/** GET /v1/resource/suggest */
export type SuggestReply = z.infer<typeof suggestReply>;
export type Suggestion = SuggestReply['list'][number];
/** Detail fields of issue 15: the sharer and the last validity check. */
export type DetailExtra = z.infer<typeof detailExtra>;

export interface BrowseParams extends PageParams {
  skey?: string;
  onlyFree?: string;
  category_id?: number;
  sort?: 'latest' | 'views';
}

export interface KeywordCount {
  keyword: string;
  count: number;
}

export type HotRange = 'day' | 'week';

export interface HotPage {
  keywords: KeywordCount[];
  resources: Array<Resource & { period_views: number }>;
}

export interface HotKeywordsReply {
  show_hot_key: boolean;
  show_hot_search_kw: boolean;
  pinned: string[];
  searched: KeywordCount[];
}

export interface Category {
  id: number;
  name: string;
  sort: number;
}

export interface DiskTypeName {
  type: string;
  name: string;
}

/** One link found in pasted text (POST /auth/v1/resource/share/preview). */
export interface SharePreviewItem {
  title: string;
  url: string;
  pwd: string;
  disk_type: string;
  /** the link is already on the site */
  duplicate: boolean;
  /** why it cannot be shared ('' when fine) */
  problem: string;
}

/** Whether a parsed link can be shared (not already on the site, no problem). */
export const canShare = (item: SharePreviewItem) => !item.duplicate && !item.problem;

export interface ShareItem {
  title: string;
  url: string;
  pwd?: string;
  category_id?: number | null;
  price?: number;
  size?: string;
}

export interface ShareResult {
  created: number[];
  duplicates: string[];
}

export type ShareStatus = 'pending' | 'approved' | 'rejected';

export interface MyShare extends Resource {
  status: ShareStatus | string;
  review_note: string;
  reward: number;
}

export interface Subscription {
  id: number;
  keyword: string;
  create_time: string;
}

/** Every resource call (server/src/routes/v1/resource.ts and auth/resource.ts). */
export const resourcesApi = {
  search: (params: SearchParams) => get<SearchResult>('/v1/resource/search', params),
  suggest: (q: string) => get<SuggestReply>('/v1/resource/suggest', { q }),
  related: (id: number) => get<Resource[]>(`/v1/resource/${id}/related`),
  latest: (params: BrowseParams) => get<PagedList<Resource>>('/v1/resource/latest', params),
  list: (params: BrowseParams) => get<PagedList<Resource>>('/v1/resource/list', params),
  hot: (params: { range: HotRange; size?: number }) => get<HotPage>('/v1/resource/hot', params),
  hotKeywords: () => get<HotKeywordsReply>('/v1/resource/hot_keywords'),
  categories: () => get<Category[]>('/v1/resource/categories'),
  diskTypes: () => get<DiskTypeName[]>('/v1/resource/disk_types'),
  /** quiet: the detail page shows a refusal (not found) itself, once. */
  detail: (id: number) => request<ResourceDetail>({ method: 'GET', url: `/v1/resource/${id}`, quiet: true } as QuietConfig),
  reveal: (id: number) => post<ResourceDetail>(`/auth/v1/resource/${id}/reveal`),
  report: (id: number, reason = '') => post<{ report_count: number; validity: string }>(`/auth/v1/resource/${id}/report`, { reason }),
  sharePreview: (text: string) => post<SharePreviewItem[]>('/auth/v1/resource/share/preview', { text }),
  share: (items: ShareItem[]) => post<ShareResult>('/auth/v1/resource/share', { items }),
  mine: (params: PageParams & { status?: ShareStatus; category_id?: number }) => get<PagedList<MyShare>>('/auth/v1/resource/my', params),
  subscriptions: () => get<Subscription[]>('/auth/v1/resource/subscribe'),
  subscribe: (keyword: string) => post<Subscription>('/auth/v1/resource/subscribe', { keyword }),
  unsubscribe: (id: number) => del<null>(`/auth/v1/resource/subscribe/${id}`),
};
