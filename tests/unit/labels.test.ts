import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISK_TYPES, DISK_TYPE_NAMES } from '../../server/src/search/link-parser';
import {
  AUDIT_ENTITIES, DISK_NAMES, LEDGER_KINDS, MESSAGE_KINDS, ORDER_KINDS, auditActionLabel, auditChanges, rawCodes,
} from '../../src/lib/labels';
import { SOURCE_KIND_NAMES, SOURCE_KIND_VALUES } from '../../contract/sources';
import { REPORT_KINDS } from '../../contract/pm-constants';

/**
 * Issue 16: every code the server writes and a page can show has a Chinese label in
 * src/lib/labels.ts. The codes are read from the server's source, so a new ledger kind, order
 * type, disk type or admin API group without a label fails here, naming it.
 */
const root = path.resolve(__dirname, '../../server/src');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}
const files = sources(root).map((f) => ({ f, text: readFileSync(f, 'utf8') }));
const literals = (re: RegExp, only?: (f: string) => boolean) =>
  [...new Set(files.filter(({ f }) => !only || only(f)).flatMap(({ text }) => [...text.matchAll(re)].map((m) => m[1])))].sort();

describe('labels: every server code has a Chinese label (issue 16)', () => {
  it('ledger and message kinds', () => {
    // other `kind:` fields of the server that are not ledger or message kinds: database kinds,
    // security-header kinds, suggestion kinds (hot / title), egg prize kinds (none / vip / coin),
    // sitemap kinds (resources / threads, typed in the SEO services), media storage kinds (local /
    // s3: a server setting, never on a page), search engine kinds (builtin / meilisearch: the
    // SEARCH_ENGINE setting, in logs only)
    const NOT_KINDS = ['sqlite', 'postgres', 'api', 'document', 'hot', 'title', 'none', 'vip', 'resources', 'threads', 'local', 's3', 'builtin', 'meilisearch'];
    // query-understanding term kinds never leave the server (server/src/search); source kinds
    // carry their own Chinese names in contract/sources.ts, checked below
    const internal = (f: string) => !f.includes('/search/query-understanding') && !f.includes('/providers/sources/');
    const kinds = literals(/\bkind: '([a-z_]+)'/g, internal).filter((k) => !NOT_KINDS.includes(k));
    expect(kinds.length).toBeGreaterThan(10);
    // the 举报 target kinds (article / reply / conversation) carry their names in contract/pm-constants.ts
    expect(kinds.filter((k) => !(k in LEDGER_KINDS) && !(k in MESSAGE_KINDS) && !(k in REPORT_KINDS))).toEqual([]);
    for (const k of Object.keys(REPORT_KINDS) as Array<keyof typeof REPORT_KINDS>) expect(REPORT_KINDS[k]).toMatch(/[\u4e00-\u9fff]/);
    for (const k of ['link_reveal', 'share_reward', 'demo_grant']) expect(LEDGER_KINDS[k]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('source kinds: every adapter the server has is named in Chinese', () => {
    const kinds = literals(/\bkind: '([a-z_]+)'/g, (f) => f.includes('/providers/sources/'));
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((k) => !(SOURCE_KIND_VALUES as readonly string[]).includes(k))).toEqual([]);
    for (const k of SOURCE_KIND_VALUES) expect(SOURCE_KIND_NAMES[k]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('order types', () => {
    const types = literals(/\btype: '([a-z_]+)'/g, (f) => /services\/(exchange|resource)-service\.ts$/.test(f));
    expect(types).toContain('resource');
    expect(types.filter((t) => !(t in ORDER_KINDS))).toEqual([]);
  });

  it('disk types match the link parser', () => {
    expect(DISK_TYPES.filter((d) => !(d in DISK_NAMES))).toEqual([]);
    for (const d of DISK_TYPES) expect(DISK_NAMES[d]).toBe(DISK_TYPE_NAMES[d]);
  });

  it('audit actions: every admin API group and every recorded action reads as Chinese', () => {
    const index = readFileSync(path.join(root, 'routes/admin/index.ts'), 'utf8');
    const groups = [...index.matchAll(/prefix: '\/([a-z_]+)'/g)].map((m) => m[1]).filter((g) => g !== 'audit' && g !== 'dashboard');
    expect(groups.filter((g) => !(g in AUDIT_ENTITIES))).toEqual([]);
    const actions = literals(/\baction: '([a-z_]+\.[a-z_.]+)'/g);
    expect(actions.length).toBeGreaterThan(5);
    const tails = literals(/app\.(?:post|put|patch|delete)\(\s*'\/([a-z_]+(?:\/:id)?(?:\/[a-z_]+)?)'/g, (f) => f.includes('routes/admin/'))
      .map((t) => t.split('/').filter((s) => !s.startsWith(':')).join('.'))
      .filter(Boolean);
    for (const g of groups) for (const t of ['create', 'update', 'delete', ...tails]) actions.push(`${g}.${t}`);
    const unreadable = actions.filter((a) => /操作|其他/.test(auditActionLabel(a)) || /[a-z]/.test(auditActionLabel(a)));
    expect(unreadable).toEqual([]);
    expect(auditActionLabel('web_setting.update')).toBe('修改站点设置');
    expect(auditActionLabel('share_union.reject')).toBe('驳回分享审核');
  });

  it('an audit row reads as a before → after diff, not JSON', () => {
    expect(auditChanges({ id: 3, name: 'notice', value: '旧公告', updated_at: 1 }, { id: 3, name: 'notice', value: '新公告', updated_at: 2 })).toEqual([
      { field: 'value', label: '网站公告', before: '旧公告', after: '新公告' },
    ]);
    expect(auditChanges({ article_tip_coin: '5' }, { article_tip_coin: '7' })).toEqual([
      { field: 'article_tip_coin', label: '文章打赏一次的金币', before: '5', after: '7' },
    ]);
    expect(auditChanges({ id: 9, role: 'user', coin: 10 }, { id: 9, role: 'admin', coin: 10 })).toEqual([{ field: 'role', label: '角色', before: '普通用户', after: '管理员' }]);
    expect(auditChanges(null, { id: 1, keyword: '三体' })).toEqual([
      { field: 'id', label: 'ID', before: '（无）', after: '1' },
      { field: 'keyword', label: '关键词', before: '（无）', after: '三体' },
    ]);
  });

  it('the raw-code list the page scans use holds the codes the issue saw', () => {
    const codes = rawCodes();
    for (const c of ['link_reveal', 'share_reward', 'demo_grant', 'resource', 'baidu', 'quark', 'web_setting.update']) expect(codes).toContain(c);
    expect(codes).not.toContain('115');
  });
});
