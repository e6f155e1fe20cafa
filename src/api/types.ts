/** Shapes shared by the API modules. */
export interface PageParams {
  page?: number;
  size?: number;
}

/** Paged list reply data (spec §3): data.list and data.total. */
export interface PagedList<T> {
  list: T[];
  total: number;
}
