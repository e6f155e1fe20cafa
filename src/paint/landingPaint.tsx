/**
 * The landing page's static first paint (issue 31, ADR 0031 decision 29), rendered at build time
 * by the build (vite.config.ts, `staticFirstPaint`) through Vite's server-side module loader: the
 * real Landing component, with the store's first state (an anonymous visitor, nothing loaded
 * yet), into markup that goes into index.html's #root. React's first render on the phone shows
 * the same tree with the same CSS, so the painted boxes are React's boxes; the e2e test
 * tests/e2e/static-paint.test.ts compares them at 412 and 1366 px.
 *
 * What depends on the site settings is rendered every way and marked (./fragments.ts); the page's
 * inline script (server/src/web/static-paint.ts) keeps what the inlined settings call for and
 * puts the notice in as text. Never imported by the app.
 */
// antd's icon base rules, which an icon writes into the page only once its script has run
import { iconStyles } from '@ant-design/icons/lib/utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import Landing from '../pages/Landing/Landing';
import { MemberBadgesProvider } from '../pages/memberBadges';
import { createAppStore } from '../store';
import type { SettingState } from '../store/slices/setting';
import { cssVariables } from '../theme/cssVars';
import { addedRun, markParts, type MarkedPart } from './fragments';

/** Stands in for the notice while rendering; becomes `<!--p:text-->`, where the script puts the text. */
const NOTICE_STAND_IN = 'UJUSOSTATICPAINTNOTICE';

/** Every condition on: each part is present. */
const ALL_ON: Partial<SettingState> = {
  maintain: true,
  showTaokePage: true,
  showHotKeyWords: true,
  showHotSearchKw: true,
  notice: NOTICE_STAND_IN,
};

/**
 * The parts and the settings that take each one out. The names are what the inline script
 * knows (server/src/web/static-paint.ts, PAINT_CONDITIONS): the same rules as Landing's.
 */
export const PAINT_PARTS: Record<string, Partial<SettingState>> = {
  // MaintenanceNotice, when `maintain` is on
  maintain: { maintain: false },
  // the 优惠 section, when the 淘客 page is on
  taoke: { showTaokePage: false },
  // the hot keywords' reserved row, when either kind of hot word is shown
  hot: { showHotKeyWords: false, showHotSearchKw: false },
  // the notice's block, when the notice is not empty
  notice: { notice: '' },
  // the notice bar itself, when the notice is not blank (a blank notice leaves an empty block)
  noticeBar: { notice: ' \n ' },
};

function render(setting: Partial<SettingState>): string {
  const { store } = createAppStore({ setting }, { persist: false, sagas: false, bindHttp: false });
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <MemberBadgesProvider>
          <Landing />
        </MemberBadgesProvider>
      </MemoryRouter>
    </Provider>,
  );
}

export interface StaticPaint {
  /** Landing's markup with its parts marked and `<!--p:text-->` where the notice goes. */
  html: string;
  /**
   * What the first paint needs before the app's script runs: the design tokens as CSS variables
   * (src/theme/cssVars.ts puts them on <html> when the app starts) and the icons' base rules.
   */
  css: string;
}

export function renderLandingPaint(): StaticPaint {
  const full = render(ALL_ON);
  const parts: MarkedPart[] = Object.entries(PAINT_PARTS).map(([name, off]) => ({ name, ...addedRun(full, render({ ...ALL_ON, ...off })) }));
  const marked = markParts(full, parts);
  if (marked.split(NOTICE_STAND_IN).length !== 2) throw new Error('静态首屏：公告占位不是恰好一处');
  const html = marked.replace(NOTICE_STAND_IN, '<!--p:text-->');
  const css = `:root{${Object.entries(cssVariables)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}${iconStyles.replace(/\s+/g, ' ').replace(/\s*([{}:;,>])\s*/g, '$1').trim()}`;
  return { html, css };
}
