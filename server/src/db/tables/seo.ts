/**
 * Server pages for search engines (issue 32): where each URL-push provider got to. One row per
 * provider and kind (e.g. `baidu:resources`), moved by compare-and-set so that with several API
 * processes each new URL is pushed by one of them.
 */
export interface SeoPushCursorTable {
  name: string;
  /** resources: updated_at of the last pushed row; articles: 0 */
  after_at: number;
  after_id: number;
  updated_at: number;
}
