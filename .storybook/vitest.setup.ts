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
 *   `parameters: { screenshot: { fullPage: true } }` to photograph the whole viewport instead.
 * - Determinism: fonts are pinned (@fontsource Noto Sans SC, awaited below), antd motion and
 *   wave are off (preview.tsx), CSS animations/transitions/caret and the toasts' time-driven
 *   countdown bars are disabled here, and the
 *   viewport is fixed per story by the Vitest addon (1200×900 unless the story asks otherwise).
 * - Update baselines: `npx vitest run --project storybook -u`. With CI=true a missing baseline
 *   fails the test.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { rawCodes } from '../src/lib/labels';
import { endStory } from './story-cleanup';
import { apiActivity, apiSettled, unansweredApiCalls } from './unanswered';

/** Issue 16: no story shows a raw server code (ledger kind, disk type, audit action…) as text. */
const codes = rawCodes();
const rawWord = new RegExp(`(?<![\\w./:@-])(${codes.map((c) => c.replace(/\./g, '\\.')).join('|')})(?![\\w/-]|\\.[a-z])`);

export interface ScreenshotParameters {
  /** Photograph the whole viewport (for portals: drawers, dropdowns, modals). */
  fullPage?: boolean;
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
  ::-webkit-scrollbar { display: none; }
`;
document.head.appendChild(freeze);

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

  await document.fonts.ready;
  // Let React flush and the browser lay out after the last font swap.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  if (options.fullPage) {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(meta.storyId);
    return;
  }
  // The story iframe paints only its viewport: a story taller than it (a phone page, a long
  // post) would be blank below the fold in its baseline, and a regression there would pass.
  // The viewport grows to the story's height for the photograph, then returns to its size.
  const root = document.querySelector<HTMLElement>('[data-testid="story-root"]');
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.ceil(Math.max(document.documentElement.scrollHeight, (root?.getBoundingClientRect().bottom ?? 0) + window.scrollY));
  const grow = needed > height;
  if (grow) {
    await page.viewport(width, needed);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  // Vitest scales the iframe down when it does not fit the page around it (vite.config.ts:
  // STORY_CANVAS): a baseline must never be taken at a reduced scale.
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  try {
    expect(scale, `故事高 ${needed} px，超出截图画布（vite.config.ts 的 STORY_CANVAS），截图会被缩小`).toBeCloseTo(1, 2);
    await expect.element(page.getByTestId('story-root')).toMatchScreenshot(meta.storyId);
  } finally {
    if (grow) await page.viewport(width, height);
  }
});
