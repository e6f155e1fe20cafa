import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Reply serialization from the routes' zod reply schemas, compiled with fast-json-stringify
 * (Fastify's own serializer) instead of running zod on every reply.
 *
 * The zod type provider's serializer parses each reply with zod and then JSON.stringify()s it;
 * on /v1/health that was the largest cost after the socket write, and on list replies (search,
 * forum) it grows with every item. Here each reply schema is converted once, at route
 * registration, to JSON Schema (`z.toJSONSchema`, the output side) and compiled by
 * fast-json-stringify: still only the declared fields go out (unknown ones are dropped, so a
 * row's password_hash can never leak through a reply), a missing required field still fails
 * the reply (500 envelope), and the OpenAPI document is unchanged. A schema JSON Schema cannot
 * express (transforms, codecs, dates) falls back to the zod serializer. ADR 0006.
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema as z.ZodType;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as Record<string, unknown>;
  } catch {
    return zodSerializerCompiler(route as never);
  }
  const stringify = fastJson(json as never);
  return (data: unknown) => stringify(data);
};
