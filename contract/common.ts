import { z } from 'zod';

/**
 * Pieces every feature's contract uses (issue 20, docs/adr/0016-one-contract.md): the paged
 * list shape (spec §3: data.list and data.total) and the page/size query (spec §9).
 */

/** Largest database id (PostgreSQL integer). */
export const INT_MAX = 2_147_483_647;

/** The reply envelope every route answers with (spec §3): code, msg, data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Envelope of an error reply (data is null). */
export const errorEnvelope = envelope(z.null());

/** A reply as the client reads it: the envelope with data of type T (the type of `envelope(item)`). */
export type EnvelopeOf<T> = z.infer<ReturnType<typeof envelope<z.ZodType<T>>>>;

/** Paged list shape used across the API: data.list and data.total (spec §3). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** page/size query parameters: page ≥ 1, size 1–100, default size 10 (spec §9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** A paged list of T, as the client reads it (the type of `paged(item)`). */
export type PagedOf<T> = z.infer<ReturnType<typeof paged<z.ZodType<T>>>>;
/** page/size as a client sends them (both optional). */
export type PageParamsOf = Partial<z.output<typeof pageQuery>>;

/** GET /v1/health: the service and its database answer. */
export const healthReply = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']), time: z.number() });
