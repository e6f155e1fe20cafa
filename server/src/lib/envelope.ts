import { z } from 'zod';

/** The reply envelope every route answers with (spec §3): code, msg, data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Envelope of an error reply (data is null). */
export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

export function ok<T>(data: T, msg = '成功') {
  return { code: 200 as const, msg, data };
}

/** Paged list shape used across the API: data.list and data.total (spec §3). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** page/size query parameters: page ≥ 1, size 1–100, default size 10 (spec §9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** Standard error replies to list on a route's schema so the OpenAPI document shows them. */
export const errorReplies = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
};
