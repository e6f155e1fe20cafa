/**
 * The pinned web font — Storybook and the screenshot tests only (issue 14). Every weight the UI
 * uses is bundled, so stories render identically on every machine and the baselines under
 * tests/visual/__screenshots__ hold. The production app never loads a web font: it uses the
 * system Chinese stack `fontFamily` from src/theme/tokens.ts.
 */
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import '@fontsource/noto-sans-sc/600.css';
import '@fontsource/noto-sans-sc/700.css';

/** 'Noto Sans SC' first, so it renders Latin letters and digits too (the baselines' stack). */
export const pinnedFontFamily =
  "'Noto Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, sans-serif";
