import '@ant-design/v5-patch-for-react-19';
import type { Decorator, Preview } from '@storybook/react-vite';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { alias, buttonConfig, installCssVariables, theme } from '../src/theme';
import { installFixedClock } from './fixed-clock';
import { pinnedFontFamily } from './fonts';
import { apiActivity, unansweredApiCalls } from './unanswered';
import { viewportOptions } from './viewports';

dayjs.locale('zh-cn');
document.documentElement.lang = 'zh-CN';
// the token variables of the antd-free first screens (issue 14), with the pinned font; the body
// font is what those components inherit (the app sets its system stack in index.html)
installCssVariables(document.documentElement, { '--uj-font': pinnedFontFamily });
document.body.style.fontFamily = pinnedFontFamily;
// no spinner mid-turn or skeleton mid-shimmer in a screenshot (antd's motion is off the same way)
document.head.insertAdjacentHTML('beforeend', '<style>[class*=spinner],[class*=skeleton]{animation:none!important}</style>');

// Mock Service Worker: page stories set `parameters.msw.handlers` to answer the API. An API call
// no handler answers would reach the dev server's proxy (a 502 toast, different on every run):
// it is noted here, and the story test fails naming it (.storybook/vitest.setup.ts). Other
// requests (modules, fonts, images) pass through untouched.
const worker = initialize({
  onUnhandledRequest: (request) => {
    const url = new URL(request.url);
    if (/^\/(v1|auth\/v1|admin\/v1|api)\//.test(url.pathname)) unansweredApiCalls.push(`${request.method} ${url.pathname}`);
  },
  quiet: true,
});
// API traffic of the story, so that its screenshot waits for what it loads (vitest.setup.ts)
const isApi = (url: string) => /^\/(v1|auth\/v1|admin\/v1|api)\//.test(new URL(url).pathname);
if ('events' in worker) {
  worker.events.on('request:start', ({ request }) => {
    if (!isApi(request.url)) return;
    apiActivity.pending++;
    apiActivity.last = performance.now();
  });
  worker.events.on('request:end', ({ request }) => {
    if (!isApi(request.url)) return;
    apiActivity.pending = Math.max(0, apiActivity.pending - 1);
    apiActivity.last = performance.now();
  });
}

/**
 * The app theme with motion off, so stories (and their screenshots) never catch an animation,
 * and the pinned Noto Sans SC instead of the app's system font stack (issue 14).
 */
const storyTheme: ThemeConfig = { ...theme, token: { ...theme.token, fontFamily: pinnedFontFamily, motion: false } };

/** antd providers, exactly as the app mounts them. */
const withAntd: Decorator = (Story) => (
  <ConfigProvider locale={zhCN} theme={storyTheme} wave={{ disabled: true }} button={buttonConfig}>
    <AntApp>
      <Story />
    </AntApp>
  </ConfigProvider>
);

/**
 * Outermost wrapper: the element every story's screenshot baseline is taken of
 * (`data-testid="story-root"`, see .storybook/vitest.setup.ts).
 */
const withStoryRoot: Decorator = (Story, context) => {
  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <div
      data-testid="story-root"
      style={{
        display: 'flow-root',
        padding: fullscreen ? 0 : 16,
        background: context.parameters.storyBackground ?? '#ffffff',
        color: alias.text,
      }}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  // Later decorators wrap earlier ones: story-root is the outermost element.
  decorators: [withAntd, withStoryRoot],
  loaders: [mswLoader],
  // Every story renders at the same fixed moment (see fixed-clock.ts).
  beforeEach: () => installFixedClock(),
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  initialGlobals: { viewport: { value: undefined, isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
