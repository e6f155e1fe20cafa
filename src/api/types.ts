import type { PageParamsOf, PagedOf } from '../../contract/common';

/** Shapes shared by the API modules: the contract's page query and paged list (contract/common.ts). */
export type PageParams = PageParamsOf;

/** Paged list reply data (spec §3): data.list and data.total. */
export type PagedList<T> = PagedOf<T>;
