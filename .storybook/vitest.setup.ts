/**
 * Per-test browser setup for the Storybook Vitest project (Storybook 10 applies the project
 * annotations itself).
 *
 * Screenshot baselines: after every story test that passed (render, play function, axe),
 * the story is photographed and compared with its committed baseline in
 * tests/visual/__screenshots__/<story file path>/<story id>-chromium-<platform>.png.
 * - Target: the `data-testid="story-root"` wrapper that preview.tsx puts around every story,
 *   whole: a story taller than the viewport is photographed with the viewport grown to its
 *   height (the iframe paints only what is in its viewport).
 *   A story whose content sits in a portal (drawer, dropdown, modal) sets
 *   `parameters: { screenshot: { fullPage: true } }` to photograph the whole page instead (grown
 *   the same way when it is taller than the viewport).
 * - Determinism: fonts are pinned (@fontsource Noto Sans SC, awaited below), antd motion and
 *   wave are off (preview.tsx), CSS animations/transitions/caret and the toasts' time-driven
 *   countdown bars are disabled here, and the
 *   viewport is fixed per story by the Vitest addon (1200×900 unless the story asks otherwise).
 * - Update baselines: `npx vitest run --project storybook -u`. With CI=true a missing baseline
 *   fails the test.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { LAZY_FALLBACK_ATTR } from '../src/components/LazyFallback';
import { rawCodes } from '../src/lib/labels';
import { endStory } from './story-cleanup';
import { apiActivity, apiSettled, unansweredApiCalls } from './unanswered';

/** Issue 16: no story shows a raw server code (ledger kind, disk type, audit action…) as text. */
const codes = rawCodes();
const rawWord = new RegExp(`(?<![\\w./:@-])(${codes.map((c) => c.replace(/\./g, '\\.')).join('|')})(?![\\w/-]|\\.[a-z])`);

export interface ScreenshotParameters {
  /** Photograph the whole viewport (for portals: drawers, dropdowns, modals). */
  fullPage?: boolean;
  /** The story shows a lazy chunk's stand-in (LazyFallback) on purpose: do not wait for it to go. */
  lazyFallbackShown?: boolean;
}

const freeze = document.createElement('style');
freeze.textContent = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  /* A toast's countdown bar is drawn from elapsed time: never the same twice. */
  .Toastify__progress-bar--wrp { visibility: hidden !important; }
  body { margin: 0; min-height: 100vh; }
  /* The layouts' main is at least a screen tall so content arriving late never pushes the footer
     on screen (CLS, ADR 0030). A full-page story grows the viewport to the page, so that rule
     would grow the page with it: stories draw the page at its own height. */
  :root { --uj-main-min-height: 0px; }
  ::-webkit-scrollbar { display: none; }
`;
document.head.appendChild(freeze);

/**
 * Issue 31 item 5 — why three stories passed only on their retry on a busy machine, and what a
 * photograph now waits for:
 * - toMatchScreenshot takes screenshots until two in a row are the same, within its `timeout`
 *   (Vitest's default 5 s). On 2 cores shared with other jobs one full-page screenshot of a long
 *   phone page (BbsPost Mobile, ResourceDetail Mobile: 2–4 k px tall after the viewport grows)
 *   took seconds, so the matcher ran out of time before it had two — "Matcher did not succeed in
 *   time" — and the retry, with warm caches, passed. The matcher now has 30 s (the test's own
 *   timeout is 30 s too, vite.config.ts).
 * - Content that arrives late: the API traffic is awaited (apiSettled) and then `settled()`
 *   waits for every <img> to be decoded (avatars, posters, the QR code), for the web fonts, for
 *   no running Web Animation (CSS ones are frozen by the style above; antd's motion is off), and
 *   for four animation frames with no DOM change (a reply list that renders after its post, a
 *   lazy chunk, the 回复可见 reveal re-rendering the post body; <head> is watched too, for a
 *   lazy chunk's stylesheet), no font face still loading and the same layout box before and
 *   after (a web font subset that arrives after fonts.ready resolved reflows text without a DOM
 *   change: the fallback font's wrapped titles made a page 31 px taller than its baseline, and
 *   the viewport, grown to that height, kept it after the text went back to one line).
 */
const SCREENSHOT = { timeout: 30_000 } as const;

/**
 * A lazy chunk's stand-in (src/components/LazyFallback) is on the page: its code is still on the
 * way, and the page will change when it lands. BbsPost › Default was photographed under load
 * with the reply editor's stand-in (a 120 px skeleton) in place: the DOM had been quiet for
 * four frames while the editor's chunk was still being served, the viewport was grown to that
 * height, the editor then landed 84 px taller, and the bottom of the dark footer fell outside
 * the grown viewport — white in the matcher's photograph, while the paint check, which looked
 * only inside the viewport, had passed.
 */
let waitForLazy = true;
const lazyPending = () => waitForLazy && document.querySelector(`[${LAZY_FALLBACK_ATTR}]`) !== null;

async function settled(maxMs = 8000): Promise<void> {
  const start = performance.now();
  // a chunk always lands; on a loaded machine that can take long
  const lazyUntil = start + 60_000;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // what a reflow without a DOM change moves: a web font face arriving (a title that wrapped in
  // the fallback font goes back to one line) or a late stylesheet
  const layout = () => {
    const root = document.querySelector('[data-testid="story-root"]') ?? document.body;
    const r = root.getBoundingClientRect();
    return `${r.width}x${r.height}/${document.documentElement.scrollHeight}`;
  };
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (performance.now() - start < maxMs || (lazyPending() && performance.now() < lazyUntil)) {
      await document.fonts.ready;
      await Promise.all(
        [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.decode().catch(() => undefined)),
      );
      await Promise.all(document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? undefined : a.finished.catch(() => undefined))));
      changed = false;
      const before = layout();
      await frame();
      await frame();
      // a font face the last layout asked for is still on its way: fonts.ready above had already
      // resolved when that layout ran (BbsPost › No Replies, Landing › Mobile Tap Targets were
      // photographed at the height of the fallback font's wrapped titles)
      if (!changed && document.fonts.status === 'loaded' && layout() === before && !lazyPending()) return;
    }
  } finally {
    observer.disconnect();
  }
}

/** The colour a point of the page shows: the first opaque background at or above the element there. */
function backgroundAt(x: number, y: number): [number, number, number] | null {
  for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) {
    const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(getComputedStyle(el).backgroundColor);
    if (m && (m[4] === undefined || Number(m[4]) === 1)) return [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  return null;
}

/**
 * After the viewport grew, the frame's new area reaches the compositor some frames later: on a
 * busy machine BbsPost › Mobile was photographed with everything below the old fold still
 * white (the reply button and the dark footer missing) — twice in a row, so the matcher took it
 * as stable. BbsPost › Default later came out with the last 80 px of its dark footer white on
 * both tries of a busy `.ci/run`, after this loop had looked for 10 s and then given up without
 * a word: the compositor kept handing out the same frame with those tiles missing, because
 * nothing asked it for a new one.
 *
 * So: look at three rows of the bottom band (the last row, 40 and 120 px above it), each over a
 * run of nine points 80 px wide around the middle, where the page has a background that is not
 * white (a footer, a grey band). A row is unpainted when all nine points of the photograph are
 * white there — text, a border or a button drawn over a point cannot make a whole run white, and
 * a white page is left alone (its unpainted white looks the same). While a row is unpainted,
 * invalidate the root's paint (its layer is promoted for two frames and put back — the pixels
 * are the same either way, but the compositor must raster it again) and look again; done when no row is
 * unpainted and two photographs in a row are the same. After 30 s it fails and says where — a
 * photograph that is known to be wrong is never handed to the matcher.
 */
async function grownAreaPainted(needed: number): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-testid="story-root"]');
  if (!root) return;
  const mid = Math.floor(window.innerWidth / 2);
  const xs = Array.from({ length: 9 }, (_, i) => Math.min(window.innerWidth - 1, Math.max(0, mid - 40 + i * 10)));
  // the story's own bottom, not the viewport's: a viewport shorter than the story (it did not
  // grow in time, or the story grew after it) must fail here, not pass on the part it shows
  const bottom = needed - 2;
  const white = (c: ArrayLike<number>, min: number) => c[0] >= min && c[1] >= min && c[2] >= min;
  // rows whose nine points all have a background that is not white in the page
  // (read once the viewport reaches the bottom: elementFromPoint sees nothing outside it)
  const rowsToCheck = () =>
    [bottom, bottom - 40, bottom - 120].filter(
      (y) =>
        y > 0 &&
        xs.every((x) => {
          const bg = backgroundAt(x, y);
          return bg !== null && !white(bg, 230);
        }),
    );
  let rows: number[] | null = null;
  const willChange = root.style.willChange;
  const until = performance.now() + 30_000;
  let last = '';
  let nudges = 0;
  while (performance.now() < until) {
    if (window.innerHeight < needed) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    rows ??= rowsToCheck();
    const shot = await page.screenshot({ element: root, save: false });
    const img = new Image();
    img.src = `data:image/png;base64,${shot}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    ctx.drawImage(img, 0, 0);
    const box = root.getBoundingClientRect();
    const scale = img.naturalWidth / box.width;
    const rootTop = box.top + window.scrollY;
    const wrong = rows.filter((y) => {
      const py = Math.min(img.naturalHeight - 1, Math.round((y - rootTop) * scale));
      return xs.every((x) => white(ctx.getImageData(Math.round(x * scale), py, 1, 1).data, 245));
    });
    if (wrong.length === 0 && shot === last) {
      // said in the run's output, so a busy run shows how often the grown area came late
      if (nudges) console.info(`截图前底部空白，重绘 ${nudges} 次后画全（故事高 ${needed} px）`);
      return;
    }
    last = shot;
    if (wrong.length > 0) {
      // promote the root's layer for two frames and put it back: the compositor rasters it anew,
      // and the photograph that is accepted (and the matcher's after it) is of the page as it is
      // drawn normally — a promoted 1200 × 2,569 px layer is itself rastered tile by tile
      nudges += 1;
      root.style.willChange = 'transform';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      root.style.willChange = willChange;
      last = '';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))));
  }
  throw new Error(`截图底部在 30 秒内仍未画出（故事高 ${needed} px，视口高 ${window.innerHeight} px，空白的行 y = ${(rows ?? []).join('、')}，重绘 ${nudges} 次）：不把已知错误的截图交给比较`);
}

beforeEach(() => {
  endStory();
  unansweredApiCalls.length = 0;
  apiActivity.pending = 0;
});

afterEach(async (context) => {
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId) return;
  if (context.task.result?.errors?.length) return;
  // what the story loads has arrived (or its request is left pending on purpose: a loading state)
  await apiSettled();

  // every API call of a page story is answered by its msw handlers, never by chance
  expect([...new Set(unansweredApiCalls)], '故事里有未模拟的 API 调用（给 parameters.msw.handlers 加上处理器）').toEqual([]);
  const story = (context as unknown as { story?: { parameters?: { screenshot?: ScreenshotParameters } } })
    .story;
  const options = story?.parameters?.screenshot ?? {};

  const shown = document.body.innerText;
  const raw = rawWord.exec(shown);
  expect(raw, raw ? `页面显示了原始代码「${raw[1]}」：…${shown.slice(Math.max(0, raw.index - 30), raw.index + 30)}…` : '').toBeNull();

  waitForLazy = !options.lazyFallbackShown;
  await settled();

  // The story iframe paints only its viewport: a story taller than it (a phone page, a long
  // post) would be blank below the fold in its baseline, and a regression there would pass.
  // The viewport grows to the story's height for the photograph, then returns to its size.
  const root = document.querySelector<HTMLElement>('[data-testid="story-root"]');
  const { innerWidth: width, innerHeight: height } = window;
  const measure = () => Math.ceil(Math.max(document.documentElement.scrollHeight, (root?.getBoundingClientRect().bottom ?? 0) + window.scrollY));
  let needed = measure();
  const grow = needed > height;
  if (grow) {
    // grow, settle, measure again: a story whose content changed while the viewport grew (a late
    // chunk landing) is grown again to its new height — at most five times, then it fails. Only
    // a change of the DOM counts: a story whose height follows the viewport's by CSS (PageRoot's
    // min-height: 100vh plus its padding) grows with every grow and is photographed as it is.
    for (let attempt = 1; ; attempt++) {
      let mutated = false;
      const watch = new MutationObserver(() => {
        mutated = true;
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
      await page.viewport(width, needed);
      // the grown area is painted only once the frame has its new size and has drawn it: a
      // photograph taken earlier is white below the old fold (a baseline once was)
      const until = performance.now() + 5000;
      while (window.innerHeight < needed && performance.now() < until) await new Promise((r) => setTimeout(r, 16));
      await settled();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
      watch.disconnect();
      const now = Math.max(measure(), height);
      if (now === needed || !mutated) break;
      if (attempt === 5) throw new Error(`故事高度在放大视口后仍在变化（${needed} → ${now} px）：截图前页面没有稳定`);
      console.info(`放大视口后故事高度变了（${needed} → ${now} px），按新高度重来`);
      needed = now;
    }
    await grownAreaPainted(needed);
  }
  // Vitest scales the iframe down when it does not fit the page around it (vite.config.ts:
  // STORY_CANVAS): a baseline must never be taken at a reduced scale.
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  try {
    expect(scale, `故事高 ${needed} px，超出截图画布（vite.config.ts 的 STORY_CANVAS），截图会被缩小`).toBeCloseTo(1, 2);
    // fullPage: the whole page (portals — drawers, dropdowns, modals — live outside the root)
    const subject = options.fullPage ? page.elementLocator(document.body) : page.getByTestId('story-root');
    await expect.element(subject).toMatchScreenshot(meta.storyId, SCREENSHOT);
  } finally {
    if (grow) await page.viewport(width, height);
  }
});
