import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import App, { toastContainerProps } from '../../src/App';
import { MSG_NOT_FOUND } from '../../src/pages/NotFound/NotFound';
import { MSG_ADMIN_ONLY } from '../../src/routes';
import { createAppStore, type PreloadedState } from '../../src/store';
import { until } from '../sagas/support';

let root: Root | null = null;
let host: HTMLElement | null = null;

beforeAll(() => {
  // antd's responsive grid asks matchMedia, which jsdom lacks: answer as a wide desktop screen
  window.matchMedia ??= ((query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = null;
});

/** Mounts the real App (router, guards, toasts) at a hash, with a store without sagas or HTTP. */
function mount(hash: string, state?: PreloadedState) {
  window.location.hash = hash;
  const { store } = createAppStore(state, { persist: false, sagas: false, bindHttp: false });
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(<App store={store} />);
  return store;
}

const text = () => document.body.textContent ?? '';
const member = { id: 8, username: '资源猎人', coin: 1234, role: 'user', email: 'h@ujuso.com', continue_sign_days: 4, vip_expired: null };

describe('routes and guards (spec §2)', () => {
  it('an unknown path shows 页面未找到，为您跳转首页 and goes home', async () => {
    mount('#/nope/nothing');
    await until(() => expect(text()).toContain(MSG_NOT_FOUND));
    await until(() => expect(window.location.hash).toBe('#/'));
    await until(() => expect(document.querySelector('form[role="search"]')).not.toBeNull());
  });

  it('the toast container: top-right, light, auto-close 5000 ms, drag 80 %, pause on hover and focus loss', async () => {
    expect(toastContainerProps).toMatchObject({
      position: 'top-right',
      theme: 'light',
      autoClose: 5000,
      draggable: true,
      draggablePercent: 80,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
    mount('#/nope');
    await until(() => expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull());
    await until(() => expect(document.querySelector('.Toastify__toast-theme--light')).not.toBeNull());
    const bar = document.querySelector<HTMLElement>('.Toastify__toast--warning .Toastify__progress-bar');
    expect(bar?.style.animationDuration).toBe('5000ms');
  });

  it('/profile sends an anonymous visitor to /login', async () => {
    mount('#/profile');
    await until(() => expect(window.location.hash).toBe('#/login'));
    // the first test to load the login page's chunk (antd's form) in jsdom: slow on a busy machine
    await until(() => expect(document.querySelector('h1')?.textContent).toBe('登录'), 30_000);
  });

  it('/admin sends an anonymous visitor to /login and a member home with a warning', async () => {
    mount('#/admin/user');
    await until(() => expect(window.location.hash).toBe('#/login'));
    root?.unmount();
    mount('#/admin', { user: { token: 'T', role: 'user', username: '资源猎人', info: member as never } });
    await until(() => expect(text()).toContain(MSG_ADMIN_ONLY));
    await until(() => expect(window.location.hash).toBe('#/'));
  });

  it('/profile shows the signed-in user from the user slice inside the /main shell', async () => {
    mount('#/profile', { user: { token: 'T', role: 'user', username: '资源猎人', info: member as never }, setting: { notice: '今日公告：新功能上线' } });
    await until(() => expect(text()).toContain('个人中心'));
    expect(text()).toContain('资源猎人');
    expect(text()).toContain('1,234');
    expect(text()).toContain('4 天');
    expect(text()).toContain('今日公告：新功能上线');
    expect(document.querySelector('a[href="#/main/bbs/list"]')?.textContent).toBe('论坛');
  });

  it('the /main shell shows movie / taoke / share-union links only when their flags are on, and the maintenance notice', async () => {
    mount('#/profile', {
      user: { token: 'T', role: 'user', username: '资源猎人', info: member as never },
      setting: { showMovieSiteLink: true, showTaokePage: true, showShareUnionDisk: false, maintain: true },
    });
    await until(() => expect(document.querySelector('a[href="#/main/movie"]')).not.toBeNull());
    expect(document.querySelector('a[href="#/main/taoke"]')).not.toBeNull();
    expect(text()).not.toContain('网盘联盟');
    expect(text()).toContain('网站维护中');
  });
});
