// @vitest-environment node
/**
 * Bundle separation (issue 7, STACK.md trap 13): the admin back office is built on
 * ProComponents (~580 KB gzip); the public pages must never download it.
 *
 * Runs the real `vite build` (vite.config.ts, manifest on) into a temporary folder, then
 * 1. from the build manifest (.vite/manifest.json) walks the static imports of the entry and of
 *    the landing and search pages, and
 * 2. from the bundle's own module lists proves none of those chunks contains a module of
 *    @ant-design/pro-*; and that the admin chunks do (so the check is not vacuous).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '../..');
const PRO = /[\\/]node_modules[\\/]@ant-design[\\/]pro-/;

let outDir: string;
let manifest: Manifest;
/** output file name → module ids it contains */
const modulesByFile = new Map<string, string[]>();

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-admin-bundle-'));
  const capture: Plugin = {
    name: 'capture-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') modulesByFile.set(item.fileName, (item as Rollup.OutputChunk).moduleIds);
      }
    },
  };
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [capture],
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(key: string): string[] {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const i of manifest[k]?.imports ?? []) walk(i);
  };
  walk(key);
  return [...seen];
}

const proModules = (key: string) => (modulesByFile.get(manifest[key].file) ?? []).filter((m) => PRO.test(m));
const gzipKb = (key: string) =>
  staticClosure(key).reduce((sum, k) => sum + gzipSync(fs.readFileSync(path.join(outDir, manifest[k].file))).length, 0) / 1024;

describe('admin code stays out of the public bundle', () => {
  it('the manifest lists the entry, the landing and search pages and the admin pages as chunks', () => {
    expect(manifest['index.html']?.isEntry).toBe(true);
    expect(manifest['src/pages/Landing/Landing.tsx']?.isDynamicEntry).toBe(true);
    expect(manifest['src/pages/Search/Search.tsx']?.isDynamicEntry).toBe(true);
    expect(manifest['src/pages/Admin/AdminLayout.tsx']?.isDynamicEntry).toBe(true);
    expect(manifest['src/pages/Admin/UserAdmin.tsx']?.isDynamicEntry).toBe(true);
    expect(modulesByFile.size).toBeGreaterThan(10);
  });

  it.each(['index.html', 'src/pages/Landing/Landing.tsx', 'src/pages/Search/Search.tsx', 'src/pages/MainLayout/MainLayout.tsx'])(
    '%s and everything it statically imports contain no @ant-design/pro-* module',
    (key) => {
      const closure = staticClosure(key);
      expect(closure.length).toBeGreaterThan(0);
      for (const k of closure) {
        expect(modulesByFile.has(manifest[k].file), `${manifest[k].file} 不在构建产物中`).toBe(true);
        expect(proModules(k), `${key} → ${manifest[k].file}`).toEqual([]);
      }
      // nothing admin is preloaded either
      expect(closure.filter((k) => k.startsWith('src/pages/Admin/'))).toEqual([]);
    },
  );

  it('no public page chunk (every lazy page outside src/pages/Admin) pulls in ProComponents', () => {
    const publicPages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/pages/') && !k.startsWith('src/pages/Admin/'));
    expect(publicPages.length).toBeGreaterThan(5);
    for (const page of publicPages) for (const k of staticClosure(page)) expect(proModules(k), `${page} → ${manifest[k].file}`).toEqual([]);
  });

  it('the admin pages do carry ProComponents (the check above is not vacuous) and sizes are reported', () => {
    const adminClosure = staticClosure('src/pages/Admin/UserAdmin.tsx');
    expect(adminClosure.flatMap(proModules).length).toBeGreaterThan(0);
    const sizes = {
      entry: gzipKb('index.html'),
      landing: gzipKb('src/pages/Landing/Landing.tsx'),
      search: gzipKb('src/pages/Search/Search.tsx'),
      adminUserPage: gzipKb('src/pages/Admin/UserAdmin.tsx'),
    };
    console.info(`gzip KB (chunk + static imports): ${Object.entries(sizes).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
    expect(sizes.adminUserPage).toBeGreaterThan(sizes.landing);
  });
});
