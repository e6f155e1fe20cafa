/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Server test files that never use the suite's database: the PostgreSQL pass leaves them out. */
const DB_AGNOSTIC_SERVER_TESTS = (JSON.parse(fs.readFileSync(path.join(dirname, 'tests/support/db-agnostic.json'), 'utf8')) as { files: string[] }).files;
/** Server test files that replace a module (vi.mock): they run in the isolated server project. */
const SERVER_MOCKING_TESTS = (JSON.parse(fs.readFileSync(path.join(dirname, 'tests/support/server-isolated.json'), 'utf8')) as { files: string[] }).files;
/** The browser page that holds the story iframe (see the storybook project below). */
const STORY_CANVAS = { width: 1280, height: 6000 };

/** Debian's Chromium (no browser downloads on this network); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/**
 * The story browser's flags on top of those (issue 31 item 5). Chromium draws a frame as soon as
 * some of it is rastered and rasters the rest over the next frames (checkerboarding, images
 * decoded apart from the frame). On a busy machine a photograph could catch such a frame: the
 * part of a grown viewport below the old fold still white (BbsPost › Mobile, BbsPost › Default's
 * dark footer), twice in a row, so the matcher took it as stable. These are the compositor's
 * screenshot-determinism switches (what Chromium's own web tests and capture tools run with): a
 * frame is drawn only once every stage before it — layout, paint, raster of every tile, image
 * decode — has finished, so no photograph, the paint check's or the matcher's, can show a
 * half-rastered page. Not for the e2e journeys or bench:web: they measure the browser as users
 * run it.
 */
export const storyChromiumArgs = [
  ...chromiumArgs,
  '--run-all-compositor-stages-before-draw',
  '--disable-checker-imaging',
  '--disable-image-animation-resync',
  '--disable-new-content-rendering-timeout',
  '--disable-threaded-animation',
];

/** React, the router and the state libraries: what every page runs, changes least often. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-saga|@redux-saga[\\/][^\\/]+|redux-persist|use-sync-external-store)[\\/]/;
/**
 * antd's engine (CSS-in-JS, theme, config provider, App with message / notification / modal) and
 * the components most antd pages show. The first screens do not use antd (issue 14), so the
 * helpers antd shares with the icon set (rc-util, classnames, @babel/runtime, the colour
 * generator) are left out of this group: the icons on the first screens must not pull it in.
 */
const ANTD_CORE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils)|stylis|@emotion[\\/][^\\/]+|rc-motion|rc-notification|rc-dialog|@rc-component[\\/](portal|util)|antd[\\/]es[\\/](_util|config-provider|theme|style|locale|app|message|notification|modal|spin|version|button|space|flex|grid|layout|input|dropdown|menu|tooltip|popover|avatar|badge|alert))[\\/]/;

/**
 * antd modules that every Input / Button loads import ONE helper from a module that carries much
 * more: rc-field-form's index assigns its other exports onto a default object
 * (`RefForm.Field = Field`), which bundlers must keep, and Button's style token imports
 * `isBright` from the colour picker's presets panel, which imports Collapse. The whole form
 * engine (rc-field-form + async-validator), the colour picker and Collapse rode along into every
 * page (~25 KB gzip). These rewrites point at the helper alone; each must match (antd is pinned
 * ~5.29), or the build fails instead of silently growing again.
 */
const ANTD_REWRITES: Array<{ file: RegExp; from: string; to: string }> = [
  {
    file: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    from: "import { FormProvider as RcFormProvider } from 'rc-field-form';",
    to: "import { FormProvider as RcFormProvider } from 'rc-field-form/es/FormContext';",
  },
  {
    file: /[\\/]antd[\\/]es[\\/]color-picker[\\/]color\.js$/,
    from: "import { Color as RcColor } from '@rc-component/color-picker';",
    to: "import { Color as RcColor } from '@rc-component/color-picker/es/color';",
  },
  {
    file: /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
    from: "import { isBright } from '../../color-picker/components/ColorPresets';",
    // antd's own isBright (color-picker/components/ColorPresets.js), without the panel around it
    to: `import { Color as RcColor } from '@rc-component/color-picker/es/color';
const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`,
  },
];
const antdDeepImports: Plugin = {
  name: 'ujuso-antd-deep-imports',
  enforce: 'pre',
  transform(code, id) {
    const rule = ANTD_REWRITES.find((r) => r.file.test(id));
    if (!rule) return null;
    if (!code.includes(rule.from)) throw new Error(`ujuso-antd-deep-imports: ${id} no longer contains «${rule.from}» (antd upgraded?)`);
    return code.replace(rule.from, rule.to);
  },
};

/** The pages of the first screens (issue 14): landing, the /main layout, search. */
export const FIRST_SCREEN_PAGES = ['src/pages/Landing/Landing.tsx', 'src/pages/MainLayout/MainLayout.tsx', 'src/pages/Search/Search.tsx'];

/**
 * One `shell` chunk for what the first screens share (ADR 0020): every module those three pages
 * import statically — our components, lib code, the icons they show — that the entry does not
 * already carry. Left to the automatic splitting, the search route needed ~35 small files (one per
 * component and icon), each a round trip on a slow phone connection; grouped, it needs ~6. The
 * set is computed from the module graph when the build has it (`buildEnd`), so a component that
 * joins a first screen joins the chunk without a list to keep.
 */
function firstScreenShell() {
  const members = new Set<string>();
  /** modules of the entry's graph that the `public` group's members import (publicPagesGroup) */
  const extra = new Set<string>();
  const plugin: Plugin = {
    name: 'ujuso-first-screen-shell',
    apply: 'build',
    buildEnd() {
      members.clear();
      const closure = (start: string[], into: Set<string>) => {
        const stack = [...start];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          stack.push(...info.importedIds);
        }
        return into;
      };
      // (rolldown adds the dependencies of captured modules to the group as well: the store and
      // the HTTP client ride in it too, which the entry imports — one file either way)
      const inEntry = closure([path.resolve(dirname, 'src/main.tsx')], new Set());
      const pages = FIRST_SCREEN_PAGES.map((p) => path.resolve(dirname, p)).filter((id) => this.getModuleInfo(id));
      // our own modules only: a library's barrel (import { X } from '@ant-design/icons') names all of
      // it before tree-shaking; rolldown adds what our modules really use as their dependencies
      const src = path.resolve(dirname, 'src') + path.sep;
      for (const id of closure(pages, new Set())) if (id.startsWith(src) && !inEntry.has(id) && !pages.includes(id)) members.add(id);
    },
    // The page chunks of the first screens are lazy (spec §2) but tiny (0.5–1.7 KB): index.html
    // preloads them with the entry, so the router does not wait a round trip for them after the
    // entry ran (Lighthouse, slow 4G: the landing page's chunk started ~140 ms after the entry).
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const wanted = new Set(FIRST_SCREEN_PAGES.map((p) => path.resolve(dirname, p)));
        return Object.values(ctx.bundle)
          .filter((item) => item.type === 'chunk' && item.facadeModuleId && wanted.has(item.facadeModuleId))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
  return { plugin, test: (id: string) => members.has(id) || extra.has(id), extra };
}
const shell = firstScreenShell();

/**
 * The other public pages drawn without antd (issue 31): the forum list, a forum post, a resource. Their modules that the shell does not carry — our components and the
 * icons they show — go in one `public` chunk, so each of these routes needs a few files, not one
 * per component (the forum post needed 15). The icons must be named here: antd's Input carries
 * some of them (EyeOutlined), and left alone they ride in the `antd` chunk, which a light page
 * would then load whole.
 */
export const PUBLIC_PAGES = [
  'src/pages/BbsList/BbsList.tsx',
  'src/pages/BbsPost/BbsPost.tsx',
  'src/pages/ResourceDetail/ResourceDetail.tsx',
];
function publicPagesGroup() {
  const members = new Set<string>();
  /** module → the one public page that loads it (with the page itself), when other chunks load it too */
  const own = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ujuso-public-pages',
    apply: 'build',
    buildEnd() {
      members.clear();
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // what the entry and the first screens load stays theirs (entry, shell and its dependencies)
      const inEntry = closure([path.resolve(dirname, 'src/main.tsx'), ...FIRST_SCREEN_PAGES.map((p) => path.resolve(dirname, p))]);
      const pages = PUBLIC_PAGES.map((p) => path.resolve(dirname, p)).filter((id) => this.getModuleInfo(id));
      const src = path.resolve(dirname, 'src') + path.sep;
      const icon = /[\\/]node_modules[\\/]@ant-design[\\/](icons|icons-svg)[\\/]es[\\/](icons|asn)[\\/]/;
      // how many of the pages load a module; what one page alone loads stays in that page's chunk
      // (the forum post does not carry the resource panel), unless another chunk imports it too
      const count = new Map<string, number>();
      const union = new Set<string>();
      for (const page of pages) for (const id of closure([page])) {
        count.set(id, (count.get(id) ?? 0) + 1);
        union.add(id);
      }
      own.clear();
      const pageOf = (id: string) => pages.find((page) => closure([page]).has(id));
      for (const id of union) {
        if (pages.includes(id) || inEntry.has(id) || !(id.startsWith(src) || icon.test(id))) continue;
        const sharedOutside = (this.getModuleInfo(id)?.importers ?? []).some((by) => !union.has(by));
        if ((count.get(id) ?? 0) >= 2) members.add(id);
        else if (sharedOutside) {
          // one public page loads it, other chunks too (ListShell: the forum list's ArticleList and
          // the account lists): it goes with that page, in the page's own chunk — not in `public`,
          // where every public page would carry it, nor in a file of its own, one more for the page
          const page = pageOf(id);
          if (page) {
            own.set(id, page);
            own.set(page, page);
          }
        }
      }
      // rolldown puts a group's dependencies in the group too: one of the entry's own modules that a
      // member imports (UserName → badgeContext) would move here and the entry would load this
      // chunk. Those go to the shell chunk instead, which the entry loads anyway.
      shell.extra.clear();
      for (const id of [...members, ...own.keys()]) for (const dep of this.getModuleInfo(id)?.importedIds ?? []) if (dep.startsWith(src) && inEntry.has(dep)) shell.extra.add(dep);
      // an icon a page itself shows (发帖's EditOutlined) is shared with antd's chunks and would be a
      // file of its own (0.5 KB, one more round trip): the shell carries it
      for (const page of pages) {
        const code = this.getModuleInfo(page)?.code ?? '';
        for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@ant-design\/icons["']/g)) {
          for (const name of m[1].split(',').map((x) => x.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
            for (const dir of ['icons/es/icons', 'icons-svg/es/asn']) {
              const id = path.resolve(dirname, 'node_modules/@ant-design', dir, `${name}.js`);
              if (this.getModuleInfo(id)) shell.extra.add(id);
            }
          }
        }
      }
    },
  };
  return {
    plugin,
    test: (id: string) => members.has(id),
    /** the chunk of a public page with what it alone of the public pages loads but others chunks share */
    ownName: (id: string) => {
      const page = own.get(id);
      return page ? `${path.basename(page).replace(/\.[tj]sx?$/, '')}` : null;
    },
  };
}
const publicPages = publicPagesGroup();

/** Where the static first paint goes in index.html, and where the server puts its script (server/src/web/static-paint.ts). */
export const STATIC_PAINT_ID = 'ujuso-paint';
export const STATIC_PAINT_SCRIPT_MARK = '<!--ujuso-paint-script-->';

/**
 * The static first paint (issue 31, ADR 0031 decision 29): the landing page's first frame,
 * rendered by React at build time (src/paint/landingPaint.tsx, loaded through a Vite dev server in
 * SSR mode, with the same CSS modules), written into index.html's #root, hidden until the page's
 * inline script has checked the route and the settings. The phone paints the notice (the LCP
 * element) while the scripts still download and run; React replaces the paint with the same
 * boxes on its first render (src/main.tsx). The build fails when a class of the paint is not in a
 * stylesheet index.html links: the paint would be drawn unstyled.
 */
function staticFirstPaint(): Plugin {
  return {
    name: 'ujuso-static-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        // the app's own index.html only (not Storybook's iframe.html in `storybook build`)
        if (!ctx.bundle || path.resolve(ctx.filename) !== path.resolve(dirname, 'index.html')) return html;
        const server = await createServer({
          configFile: false,
          root: dirname,
          logLevel: 'error',
          plugins: [react()],
          resolve: { alias: { '@': path.resolve(dirname, 'src') } },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let paint: { html: string; css: string };
        try {
          const mod = (await server.ssrLoadModule('/src/paint/landingPaint.tsx')) as { renderLandingPaint: () => { html: string; css: string } };
          paint = mod.renderLandingPaint();
        } finally {
          await server.close();
        }
        // every class of the paint must be styled by a stylesheet the page links
        const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]);
        const css = linked.map((f) => {
          const asset = ctx.bundle![f];
          return asset && asset.type === 'asset' ? String(asset.source) : '';
        }).join('\n');
        const classes = new Set([...paint.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c && !c.startsWith('anticon')));
        const unstyled = [...classes].filter((c) => !css.includes(`.${c}`));
        if (unstyled.length) throw new Error(`静态首屏：这些类不在 index.html 引用的样式表里：${unstyled.join(', ')}（${linked.join(', ') || '没有样式表'}）`);
        if (!html.includes('<div id="root"></div>')) throw new Error('静态首屏：index.html 里没有空的 #root');
        return html
          .replace('</head>', `<style>${paint.css}</style></head>`)
          .replace('<div id="root"></div>', `<div id="root"><div id="${STATIC_PAINT_ID}" hidden>${paint.html}</div>${STATIC_PAINT_SCRIPT_MARK}</div>`);
      },
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const PRECOMPRESS_EXTENSIONS = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Build-time compression (issue 14, ADR 0009): next to every text file of the build it writes
 * `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9); the server hands them out
 * through @fastify/static's `preCompressed`. The best compression there is, paid once at build
 * time instead of per request (brotli 11 on the fly costs ~100 ms per 100 KB here). Files under
 * 1 KB, and copies not at least 5 % smaller, are skipped. PRECOMPRESS=0 turns it off; builds run
 * by Vitest (the bundle tests) skip it too.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
      return PRECOMPRESS_EXTENSIONS.test(e.name) ? [p] : [];
    });
  return {
    name: 'ujuso-precompress',
    // not inside Vitest: the tests that build (bundle budgets, admin bundle) only read the bundle
    apply: (_config, env) => env.command === 'build' && process.env.PRECOMPRESS !== '0' && !process.env.VITEST,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!fs.existsSync(outDir)) return;
        await Promise.all(
          walk(outDir).map(async (file) => {
            const raw = await fs.promises.readFile(file);
            if (raw.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzip(raw, { level: 9 }),
            ]);
            if (br.length < raw.length * 0.95) await fs.promises.writeFile(`${file}.br`, br);
            if (gz.length < raw.length * 0.95) await fs.promises.writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * One more try for a failed test in CI only (see `test.projects`). UJ_NO_RETRY=1 turns it off
 * (scripts/stories-under-load.mjs: a story that needs a retry must fail there, issue 31).
 */
const CI_RETRY = process.env.CI && !process.env.UJ_NO_RETRY ? 1 : 0;

export default defineConfig({
  plugins: [react(), antdDeepImports, shell.plugin, publicPages.plugin, staticFirstPaint(), precompress()],
  resolve: { alias: { '@': path.resolve(dirname, 'src') } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 30 },
            { name: 'antd', test: ANTD_CORE, priority: 20 },
            // before antd: the icon base and the helpers it shares with antd go with the shell
            { name: 'shell', test: shell.test, priority: 25 },
            // the other public pages' components and icons (not the shell's): before antd too
            { name: 'public', test: publicPages.test, priority: 24 },
            // a public page with what only it of them loads, when account pages load that too (ListShell)
            { name: publicPages.ownName, debugName: 'public-page', priority: 23 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8080',
      '/auth/v1': 'http://127.0.0.1:8080',
      '/admin/v1': 'http://127.0.0.1:8080',
    },
  },
  test: {
    // In CI a test that fails gets one more try (server, stories, journeys: real processes and a
    // real browser on 2 shared cores). A deterministic failure still fails; a test that passed
    // only on its second try is listed in npm test's summary as 重试后通过 (scripts/test.mjs).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sagas/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom + antd renders are slow on 2 busy cores; a real hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          retry: CI_RETRY,
          include: ['tests/server/**/*.test.ts'],
          // the PostgreSQL pass leaves out the files that never use its database; the files
          // that replace a module (vi.mock) run in `server-isolated` below
          exclude: [...(process.env.TEST_DATABASE_URL ? DB_AGNOSTIC_SERVER_TESTS : []), ...SERVER_MOCKING_TESTS],
          environment: 'node',
          pool: 'forks',
          // The server files share one module graph instead of importing the whole server (Fastify,
          // Kysely, zod contract, jieba's dictionary …) again for each of the 80+ files: each file
          // still builds its own app on its own database and closes it. Measured 2026-11-26, same
          // code, same load (5–6): the suite on SQLite 602 s → 334 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a server module with vi.mock needs a module graph of its own: in
          // the shared graph above the real module is already loaded and the mock never applies.
          name: 'server-isolated',
          retry: CI_RETRY,
          include: SERVER_MOCKING_TESTS,
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          retry: CI_RETRY,
          testTimeout: 30_000,
          // the photograph runs in an afterEach (.storybook/vitest.setup.ts): settling, the grown
          // viewport's paint check (≤ 30 s) and the matcher (≤ 30 s) must fit in the hook's time
          hookTimeout: 120_000,
          // Story files share one page instead of a fresh iframe each: Storybook's annotations,
          // antd, the pinned fonts and msw's worker load once per run, not 100 times (measured:
          // 24 files 348 s → 93 s). Each story still renders into a fresh root with its own store,
          // router and msw handlers, and .storybook/vitest.setup.ts resets what it tracks.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // The page around the story iframe is as big as any story, so Vitest never scales the
            // iframe down to fit it: baselines are at the story's real size (1200 px wide on the
            // desktop, not 960), and a story taller than its viewport is photographed whole
            // (.storybook/vitest.setup.ts grows the viewport to it).
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: storyChromiumArgs },
              contextOptions: { viewport: { width: STORY_CANVAS.width, height: STORY_CANVAS.height } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotDirectory: 'tests/visual/__screenshots__',
            expect: {
              toMatchScreenshot: {
                // tests/visual/__screenshots__/<story file path>/<story id>-chromium-<platform>.png
                // (the `screenshotDirectory` argument arrives mangled — root joined twice — so it is spelled out)
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName, browserName, platform }) =>
                  path.resolve(root, 'tests/visual/__screenshots__', testFileDirectory, testFileName, `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          retry: CI_RETRY,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a real browser shows after a click or a reload: 1 s (the
          // default) is too short while the stories run beside the journeys on 2 cores
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
