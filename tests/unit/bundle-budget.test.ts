// @vitest-environment node
/**
 * Bundle budgets for the first visit (issue 14), from the build output — sizes and module lists,
 * never timings, so the verdict is the same on every machine.
 *
 * Runs the real `vite build` (vite.config.ts: chunk groups, the antd deep imports; PRECOMPRESS=0,
 * only the bundle is read) into a temporary folder, then for each first-screen route takes what
 * the browser must download before the route renders: the entry (index.html) and the route's
 * lazy page chunks, each with its static imports, transitively, from .vite/manifest.json, and
 * their CSS. Sizes are gzip level 9 of the files as built.
 *
 * Checked for the landing page (#/) and the search page (#/main/index):
 * - JavaScript ≤ BUDGET_JS_KB and CSS ≤ BUDGET_CSS_KB (gzip), at most MAX_CHUNKS files;
 * - no module of ProComponents, the admin pages, the Markdown renderer, the form engine or the
 *   charts;
 * and for the whole build: no font file, no @font-face, no mockServiceWorker.js.
 * Every failure names the offending chunk (and module).
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
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The budget: 185 KB gzip of JavaScript for the landing and the search route, everything they
 * load before they render (ADR 0009, 0020: no antd on these screens, the declarative router,
 * toasts and feature sagas after the first paint) — with axios and dayjs inside (issue 31: the
 * design card's HTTP and date libraries are back; REQUIRED below proves they are there).
 */
export const BUDGET_JS_KB = { landing: 185, search: 185, forumList: 185, forumPost: 185, resourceDetail: 185, latest: 185, hot: 185, resourceList: 185 } as const;
export const BUDGET_CSS_KB = 30;
/**
 * Files before the first paint: the entry, the runtime, React, the first screens' shell chunk
 * (vite.config.ts `firstScreenShell`), the page chunks and their CSS — not one file per component
 * and icon (the search route needed 41 before the shell chunk).
 */
export const MAX_CHUNKS = { landing: 8, search: 8, forumList: 8, forumPost: 8, resourceDetail: 8, latest: 8, hot: 8, resourceList: 8 } as const;

/** Code that the first screens must never load: [what, module id pattern]. */
const FORBIDDEN: Array<[string, RegExp]> = [
  ['ProComponents', /[\\/]node_modules[\\/]@ant-design[\\/]pro-/],
  ['admin pages', /[\\/]src[\\/]pages[\\/]Admin[\\/]/],
  // (MarkdownView itself is a light shell that loads the renderer, markdown.ts, as a lazy chunk)
  ['Markdown renderer', /[\\/]node_modules[\\/](markdown-it|dompurify|linkify-it|mdurl)[\\/]|[\\/]src[\\/]components[\\/](MarkdownView[\\/]markdown\.ts|MarkdownEditor[\\/])/],
  ['form engine', /[\\/]node_modules[\\/](rc-field-form[\\/]es[\\/](Form|Field|List|useForm)\.js|@rc-component[\\/]async-validator[\\/])|[\\/]antd[\\/]es[\\/]form[\\/](Form|FormItem[\\/]index)\.js/],
  ['charts', /[\\/]src[\\/]components[\\/]AdminTrendChart[\\/]|[\\/]node_modules[\\/](recharts|echarts|@ant-design[\\/](charts|plots))[\\/]/],
  ['web fonts', /[\\/]node_modules[\\/]@fontsource[\\/]/],
  // the first screens are drawn without antd (ADR 0020); its providers live in theme/AntdScope.tsx
  ['antd', /[\\/]node_modules[\\/](antd|@ant-design[\\/]cssinjs|rc-field-form|rc-select|rc-menu|rc-picker|rc-table)[\\/]|[\\/]src[\\/]theme[\\/]AntdScope/],
];

/** What the first screens must carry (issue 31): the one HTTP client and the one date library. */
const REQUIRED: Array<[string, RegExp]> = [
  ['axios', /[\\/]node_modules[\\/]axios[\\/]lib[\\/]core[\\/]Axios\.js$/],
  ["axios's fetch adapter", /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/],
  ['dayjs', /[\\/]node_modules[\\/]dayjs[\\/](esm[\\/])?index\.js$|[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/],
  ["dayjs's zh-cn locale", /[\\/]node_modules[\\/]dayjs[\\/](esm[\\/])?locale[\\/]zh-cn\.js$/],
];

const ROUTES = {
  landing: ['src/pages/Landing/Landing.tsx'],
  search: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Search/Search.tsx'],
  // issue 31 item 3: where visitors from search engines land, drawn without antd too; the
  // Markdown renderer and the reply editor are lazy chunks (loaded after the page renders)
  forumList: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/BbsList/BbsList.tsx'],
  forumPost: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/BbsPost/BbsPost.tsx'],
  resourceDetail: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/ResourceDetail/ResourceDetail.tsx'],
  // issue 31 item 3, the rest of the public pages: 最新收录, 热门, 分类浏览 — held to the same budgets
  latest: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Latest/Latest.tsx'],
  hot: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Hot/Hot.tsx'],
  resourceList: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/ResourceList/ResourceList.tsx'],
} as const;
/**
 * Public pages drawn without antd but not held to the first screens' file count (issue 31 item 3):
 * the game hall (its own stylesheet; its tools — my bets, seeds, verify — without antd too).
 */
const LIGHT_PAGES = {
  gameHall: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/Game/GameHall.tsx'],
} as const;
/**
 * Public game pages that load no antd at all (issue 31 item 3): neither before they render nor in
 * any lazy chunk they import — the hall's tools (my bets, seeds, verify), 猜大小, 砸金蛋 and the
 * PvP games 石头剪刀布 and 吹牛 (visitors see their open games) are drawn with the catalogued
 * light components. The /main layout, the game layout and the page
 * are the route's entries (the lazy imports of each are walked too).
 */
const NO_ANTD_AT_ALL = {
  gameHall: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/Game/GameHall.tsx'],
  guess: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/Game/GuessGame.tsx'],
  egg: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/Game/EggGame.tsx'],
  stone: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/GameStone/GameStone.tsx'],
  brag: ['src/pages/MainLayout/MainLayout.tsx', 'src/pages/Game/GameLayout.tsx', 'src/pages/GameBrag/GameBrag.tsx'],
} as const;
/** The first screens that index.html preloads (the other routes' chunks load with their route). */
const PRELOADED: Route[] = ['landing', 'search'];
type Route = keyof typeof ROUTES;

const root = path.resolve(import.meta.dirname, '../..');
let outDir: string;
let manifest: Manifest;
/** output file name → module ids with code in it */
const modulesByFile = new Map<string, string[]>();

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-bundle-budget-'));
  const capture: Plugin = {
    name: 'capture-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const chunk = item as Rollup.OutputChunk;
        modulesByFile.set(
          chunk.fileName,
          Object.entries(chunk.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id]) => id),
        );
      }
    },
  };
  // Vitest runs with NODE_ENV=test, which would build React's development bundles.
  const previous = { PRECOMPRESS: process.env.PRECOMPRESS, NODE_ENV: process.env.NODE_ENV };
  process.env.PRECOMPRESS = '0';
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      plugins: [capture],
      build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
    });
  } finally {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 300_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/**
 * The manifest key of a page: its source path, or — when vite.config.ts's per-page group carries
 * the page with what only it of the public pages loads (ListShell with the forum list) — the
 * group chunk named after the page (rolldown lists it as a common chunk, `_BbsList-….js`).
 */
function keyOf(src: string): string {
  if (manifest[src]) return src;
  const name = path.basename(src).replace(/\.[tj]sx?$/, '');
  const found = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k].name === name && !manifest[k].src);
  if (found.length !== 1) throw new Error(`清单中没有 ${src}（${found.length} 个同名块）`);
  return found[0];
}

/** The manifest entries loaded before a page renders: the entry, the page's chunks and their static imports. */
function staticClosure(pageKeys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`清单中没有 ${key}`);
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  walk('index.html');
  for (const k of pageKeys) walk(keyOf(k));
  return seen;
}

/**
 * Everything a page can load: from its entries, static imports and dynamic imports, transitively —
 * but not into the app's entry (index.html's static closure: its lazy imports are the other
 * routes and the feature sagas, checked by the first screens' budgets). Each manifest key maps to
 * the chain that reached it (for the failure message).
 */
function fullClosure(pageKeys: readonly string[]): Map<string, string> {
  const entry = staticClosure([]);
  const via = new Map<string, string>();
  const walk = (key: string, chain: string) => {
    if (via.has(key) || entry.has(key)) return;
    if (!manifest[key]) throw new Error(`清单中没有 ${key}`);
    const here = `${chain} → ${manifest[key].file}`;
    via.set(key, here);
    for (const i of manifest[key].imports ?? []) walk(i, here);
    for (const i of manifest[key].dynamicImports ?? []) walk(i, `${here} (懒加载)`);
  };
  for (const k of pageKeys) walk(keyOf(k), path.basename(k));
  return via;
}

/** The files a route downloads before it renders: entry + page chunks, static imports, CSS. */
function routeFiles(route: Route): { js: string[]; css: string[] } {
  const seen = staticClosure(ROUTES[route]);
  const js = [...seen].map((k) => manifest[k].file);
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))];
  return { js, css };
}

const gzKb = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
const table = (files: string[]) =>
  files
    .map((f) => [f, gzKb(f)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([f, kb]) => `  ${kb.toFixed(1).padStart(6)} KB  ${f}`)
    .join('\n');
const sum = (files: string[]) => files.reduce((s, f) => s + gzKb(f), 0);

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('first-visit bundle budgets (issue 14)', () => {
  it('the build has the entry and the landing / search page chunks', () => {
    expect(manifest['index.html']?.isEntry).toBe(true);
    // a page is a dynamic entry, or the chunk of its per-page group (keyOf), which the router imports
    for (const keys of Object.values(ROUTES)) for (const k of keys) expect(manifest[k]?.isDynamicEntry || keyOf(k) !== k, k).toBe(true);
    const index = manifest['index.html'].dynamicImports ?? [];
    for (const keys of Object.values(ROUTES)) for (const k of keys) expect(index.includes(keyOf(k)), `入口应懒加载 ${k}`).toBe(true);
    expect(modulesByFile.size).toBeGreaterThan(10);
  });

  it.each(Object.keys(ROUTES) as Route[])('%s: JavaScript and CSS within budget (gzip), in few chunks', (route) => {
    const { js, css } = routeFiles(route);
    const jsKb = sum(js);
    const cssKb = sum(css);
    console.info(
      `${route}: ${jsKb.toFixed(1)} KB JS in ${js.length} files (budget ${BUDGET_JS_KB[route]}), ${cssKb.toFixed(1)} KB CSS\n${table([...js, ...css])}`,
    );
    expect(jsKb, `${route} 的 JavaScript ${jsKb.toFixed(1)} KB 超出预算 ${BUDGET_JS_KB[route]} KB：\n${table(js)}`).toBeLessThanOrEqual(BUDGET_JS_KB[route]);
    expect(cssKb, `${route} 的 CSS ${cssKb.toFixed(1)} KB 超出预算 ${BUDGET_CSS_KB} KB：\n${table(css)}`).toBeLessThanOrEqual(BUDGET_CSS_KB);
    expect(js.length + css.length, `${route} 需要 ${js.length + css.length} 个文件（上限 ${MAX_CHUNKS[route]}）：\n${table([...js, ...css])}`).toBeLessThanOrEqual(MAX_CHUNKS[route]);
  });

  it.each(Object.keys(ROUTES) as Route[])('%s: no admin, ProComponents, Markdown, form engine, charts or fonts', (route) => {
    const offending: string[] = [];
    for (const file of routeFiles(route).js) {
      const modules = modulesByFile.get(file);
      expect(modules, `${file} 不在构建产物中`).toBeDefined();
      for (const id of modules ?? []) {
        for (const [what, re] of FORBIDDEN) if (re.test(id)) offending.push(`${what}: ${file} ← ${path.relative(root, id)}`);
      }
    }
    expect(offending, `${route} 加载了不该加载的代码`).toEqual([]);
  });

  it.each(Object.keys(ROUTES) as Route[])('%s: axios (fetch adapter) and dayjs (zh-cn) are inside the budget', (route) => {
    const modules = routeFiles(route).js.flatMap((file) => modulesByFile.get(file) ?? []);
    const missing = REQUIRED.filter(([, re]) => !modules.some((id) => re.test(id))).map(([what]) => what);
    expect(missing, `${route} 首屏应包含这些库`).toEqual([]);
  });

  it.each(Object.keys(LIGHT_PAGES) as Array<keyof typeof LIGHT_PAGES>)('%s: drawn without antd (and none of the other forbidden code) before its lazy chunks', (name) => {
    const seen = staticClosure(LIGHT_PAGES[name]);
    const offending: string[] = [];
    for (const file of [...seen].map((k) => manifest[k].file)) {
      for (const id of modulesByFile.get(file) ?? []) for (const [what, re] of FORBIDDEN) if (re.test(id)) offending.push(`${what}: ${file} ← ${path.relative(root, id)}`);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(offending, `${name} 加载了不该加载的代码`).toEqual([]);
    const js = [...seen].map((k) => manifest[k].file);
    console.info(`${name}: ${sum(js).toFixed(1)} KB JS in ${js.length} files before its lazy chunks\n${table(js)}`);
  });

  it.each(Object.keys(NO_ANTD_AT_ALL) as Array<keyof typeof NO_ANTD_AT_ALL>)('%s: no antd module at all, before render or in any lazy chunk it imports', (name) => {
    const pages = NO_ANTD_AT_ALL[name];
    const before = staticClosure(pages);
    const all = fullClosure(pages);
    // the page chunks and what they import, lazily too (the walk is not vacuous)
    for (const k of pages) expect(all.has(keyOf(k)) || before.has(keyOf(k)), k).toBe(true);
    const js = [...new Set([...before, ...all.keys()])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const lazy = [...all.keys()].filter((k) => !before.has(k)).map((k) => manifest[k].file);
    console.info(`${name}: ${sum(js).toFixed(1)} KB JS in ${js.length} files with its lazy chunks (${sum(lazy).toFixed(1)} KB lazy)\n${table(js)}`);
    // one line per offending chunk: how the page reaches it, and its antd modules
    const offending: string[] = [];
    for (const key of new Set([...before, ...all.keys()])) {
      const file = manifest[key].file;
      const ids = (modulesByFile.get(file) ?? []).filter((id) => FORBIDDEN[6][1].test(id)).map((id) => path.relative(root, id));
      if (ids.length) offending.push(`${all.get(key) ?? `入口 → ${file}`} ← ${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ` 等 ${ids.length} 个模块` : ''}`);
    }
    expect(FORBIDDEN[6][0]).toBe('antd');
    expect(offending, `${name} 加载了 antd（页面 → 块 ← 模块）`).toEqual([]);
  });

  it('the checks are not vacuous: the forum, publish and admin pages do carry what the first screens must not', () => {
    const closure = (key: string) => {
      const seen = new Set<string>();
      const walk = (k: string) => {
        if (seen.has(k)) return;
        seen.add(k);
        for (const i of manifest[k]?.imports ?? []) walk(i);
      };
      walk(key);
      return [...seen].flatMap((k) => modulesByFile.get(manifest[k].file) ?? []);
    };
    // the forum post renders Markdown and members reply with antd's editor — in lazy chunks
    const reach = new Set<string>();
    const walkPost = (k: string) => {
      if (reach.has(k)) return;
      reach.add(k);
      for (const i of manifest[k]?.imports ?? []) walkPost(i);
    };
    walkPost(keyOf('src/pages/BbsPost/BbsPost.tsx'));
    const lazyOfPost = [...reach].flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => k.startsWith('src/')).flatMap((k) => closure(k));
    expect(lazyOfPost.some((id) => FORBIDDEN[2][1].test(id)), 'BbsPost 的懒加载块应包含 Markdown 渲染').toBe(true);
    expect(lazyOfPost.some((id) => FORBIDDEN[6][1].test(id)), 'BbsPost 的懒加载块应包含 antd（回复编辑器）').toBe(true);
    const admin = closure('src/pages/Admin/UserAdmin.tsx');
    expect(admin.some((id) => FORBIDDEN[0][1].test(id)), 'UserAdmin 应包含 ProComponents').toBe(true);
    const publish = closure('src/pages/BbsPublish/BbsPublish.tsx');
    expect(publish.some((id) => FORBIDDEN[3][1].test(id)), 'BbsPublish 应包含表单').toBe(true);
    const sign = closure('src/pages/Sign/Sign.tsx');
    expect(sign.some((id) => FORBIDDEN[6][1].test(id)), 'Sign 应包含 antd').toBe(true);
    expect(FORBIDDEN[6][0]).toBe('antd');
  });

  it('the build ships no web font, no @font-face and no mockServiceWorker.js', () => {
    const files = allFiles(outDir).map((f) => path.relative(outDir, f));
    expect(files.filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f))).toEqual([]);
    expect(files.filter((f) => /mockServiceWorker/.test(f))).toEqual([]);
    const fontFaces = files.filter((f) => f.endsWith('.css') && fs.readFileSync(path.join(outDir, f), 'utf8').includes('@font-face'));
    expect(fontFaces).toEqual([]);
  });

  it('index.html preloads every chunk the entry imports and the first screens\' pages, and links the icons and the manifest', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const k of manifest['index.html'].imports ?? []) expect(html, `index.html 未预加载 ${manifest[k].file}`).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
    // and the first screens' page chunks (lazy routes, preloaded so the router does not wait for them)
    for (const k of PRELOADED.flatMap((r) => ROUTES[r])) expect(html, `index.html 未预加载 ${manifest[k].file}`).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('href="/favicon.ico"');
    for (const f of ['favicon.ico', 'icon.svg', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png', 'manifest.webmanifest']) {
      expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
    }
    const webmanifest = JSON.parse(fs.readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as { icons: Array<{ src: string }> };
    for (const icon of webmanifest.icons) expect(fs.existsSync(path.join(outDir, icon.src)), icon.src).toBe(true);
  });
});
