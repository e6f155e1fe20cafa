import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '../../src/api/admin';
import { ApiError, dispositionFilename, download } from '../../src/api/http';
import { ApiServer, at, fail, makeStore, TestClock, Toasts } from '../sagas/support';

const server = new ApiServer();
const toasts = new Toasts();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  window.location.hash = '#/admin/cdKey';
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('download() — the CD key CSV export through the one HTTP client', () => {
  it('reads RFC 5987 filename* first, then filename, then the fallback', () => {
    expect(dispositionFilename(`attachment; filename="cdkeys.csv"; filename*=UTF-8''%E5%8D%A1%E5%AF%86-2026-05-01.csv`)).toBe('卡密-2026-05-01.csv');
    expect(dispositionFilename(`attachment; filename*=utf-8''a%20b.csv; filename="x.csv"`)).toBe('a b.csv');
    expect(dispositionFilename(`attachment; filename*=iso-8859-1'en'caf%E9.csv`)).toBe('café.csv');
    expect(dispositionFilename('attachment; filename="plain \\"q\\".csv"')).toBe('plain "q".csv');
    expect(dispositionFilename('attachment; filename=bare.csv')).toBe('bare.csv');
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E5%ZZ; filename="ok.csv"`)).toBe('ok.csv');
    expect(dispositionFilename(undefined, 'export')).toBe('export');
  });

  it('sends the Bearer token and the filter, and resolves with the blob and the file name', async () => {
    makeStore(new TestClock(at(2026, 5, 1)), { user: { token: 'admin-tok' } });
    server.on('GET /admin/v1/cd_key/export', {
      body: '卡密,类型',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="cdkeys.csv"; filename*=UTF-8''${encodeURIComponent('卡密-2026-05-01.csv')}`,
        'access-control-expose-headers': 'x-login, content-disposition',
      },
    });
    const { blob, filename } = await adminApi.exportCdKeys({ kind: 'vip', status: 'unused' });
    expect(filename).toBe('卡密-2026-05-01.csv');
    // (a Blob of fetch's realm: in jsdom that is Node's Blob, not jsdom's global)
    expect(blob.type).toMatch(/^text\/csv/);
    expect(await blob.text()).toBe(JSON.stringify('卡密,类型'));
    const [call] = server.calls('GET /admin/v1/cd_key/export');
    expect(call.headers.authorization).toBe('Bearer admin-tok');
    expect(call.query.get('kind')).toBe('vip');
    expect(call.query.get('status')).toBe('unused');
  });

  it('a non-2xx reply with a JSON envelope rejects with its msg and toasts it', async () => {
    makeStore(new TestClock(at(2026, 5, 1)), { user: { token: 'admin-tok' } });
    server.on('GET /admin/v1/cd_key/export', fail(400, 'status 只能是 used 或 unused'));
    const err = await download('/admin/v1/cd_key/export', { status: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('status 只能是 used 或 unused');
    expect((err as ApiError).status).toBe(400);
    await toasts.find('status 只能是 used 或 unused');
  });

  it('a 403 envelope sends the user to the login page like every other call', async () => {
    makeStore(new TestClock(at(2026, 5, 1)), { user: { token: 'member-tok' } });
    server.on('GET /admin/v1/cd_key/export', fail(403, '需要管理员权限'));
    const err = await download('/admin/v1/cd_key/export').catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(403);
    await toasts.find('请登录');
    expect(window.location.hash).toBe('#/login');
  });
});
