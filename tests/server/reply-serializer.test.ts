import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from '../../server/src/lib/reply-serializer';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(replySerializerCompiler);

const user = z.object({ id: z.number().int(), username: z.string(), vip_expired: z.number().nullable(), tags: z.array(z.string()) });
const reply = z.object({ code: z.number().int(), msg: z.string(), data: user });
let row: Record<string, unknown> = {};

beforeAll(async () => {
  app.get('/user', { schema: { response: { 200: reply } } }, async () => ({ code: 200, msg: '成功', data: row }) as never);
  // A schema JSON Schema cannot express (a Date) falls back to the zod serializer.
  app.get('/dated', { schema: { response: { 200: z.object({ at: z.date() }) } } }, async () => ({ at: new Date(0) }));
  await app.ready();
});
afterAll(() => app.close());

describe('reply serializer (fast-json-stringify from the zod reply schemas)', () => {
  it('writes exactly the declared fields: a row\'s secrets never leave through a reply', async () => {
    row = { id: 7, username: '网盘达人', vip_expired: null, tags: ['资源', 'VIP'], password_hash: '$argon2id$…', email: 'a@example.com' };
    const res = await app.inject({ method: 'GET', url: '/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '成功', data: { id: 7, username: '网盘达人', vip_expired: null, tags: ['资源', 'VIP'] } });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('example.com');
  });

  it('a reply missing a required field fails (500) instead of going out half-filled', async () => {
    row = { id: 7, vip_expired: 1, tags: [] };
    const res = await app.inject({ method: 'GET', url: '/user' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":7');
  });

  it('falls back to zod for what JSON Schema cannot express', async () => {
    const res = await app.inject({ method: 'GET', url: '/dated' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });
});
