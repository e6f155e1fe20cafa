import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import Landing from '../../src/pages/Landing/Landing';
import { localDay } from '../../src/lib/clock';
import { apiHandlers, memberState, notice, ok, settingRows, withAppPage } from './support';
import { resource } from '../components/resourceFixtures';
import { article } from '../components/forumFixtures';
import { expectTapTargets } from '../tapTargets';
import { STORY_NOW } from '../../.storybook/fixed-clock';
import { phone390Globals } from '../../.storybook/viewports';

/** What the front door loads besides the settings: hot keywords, categories, 最新收录, the forum's latest. */
const frontDoorHandlers = [
  http.get('/v1/resource/hot_keywords', () => ok({ show_hot_key: true, show_hot_search_kw: true, pinned: ['三体', '流浪地球 2'], searched: [{ keyword: '庆余年 第二季', count: 86 }] })),
  http.get('/v1/resource/categories', () =>
    ok([
      { id: 1, name: '电影', sort: 1 },
      { id: 2, name: '剧集', sort: 2 },
      { id: 3, name: '动漫', sort: 3 },
      { id: 4, name: '学习资料', sort: 4 },
      { id: 5, name: '软件', sort: 5 },
    ]),
  ),
  http.get('/v1/resource/latest', () =>
    ok({
      list: [
        resource({ id: 301, title: '庆余年 第二季 全 36 集 4K 国语中字', highlights: [], create_time: '2026-11-22T01:20:00.000Z' }),
        resource({ id: 300, title: '2026 考研英语一 历年真题及解析 PDF', highlights: [], create_time: '2026-11-21T14:05:00.000Z' }),
        resource({ id: 299, title: '宫崎骏动画电影合集 1080P 国日双语', highlights: [], create_time: '2026-11-20T09:30:00.000Z' }),
      ],
      total: 3,
    }),
  ),
  http.get('/v1/article/fixed', () => ok({ list: [], total: 0 })),
  http.get('/v1/article', () =>
    ok({
      list: [article(41, { title: '求《漫长的季节》4K 版本，阿里云盘优先', cate_name: '求资源' }), article(40, { title: '分享一个整理网盘资源的小技巧', cate_name: '经验交流' })],
      total: 2,
    }),
  ),
];
const settingsWithHotWords = settingRows({ show_hot_key: 'true', show_hot_search_kw: 'true' });

/** The front landing page '/', with the real store, sagas and route table; API answered by msw. */
const meta = {
  title: 'Pages/Landing',
  component: Landing,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/', state: { setting: { domainNoticeDay: localDay(STORY_NOW) } } },
    msw: { handlers: [...apiHandlers(settingsWithHotWords), ...frontDoorHandlers] },
  },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the notice and friend links arrive from /v1/web_setting/more. */
export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '阿里云盘' })).toHaveAttribute('href', 'https://www.alipan.com/');
    await expect(canvas.getByRole('link', { name: /登\s*录/ })).toHaveAttribute('href', '#/login');
  },
};

/** A signed-in VIP member: the user menu shows the name instead of the login buttons. */
export const LoggedIn: Story = {
  parameters: { page: { path: '/', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('网盘猎人')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible());
    await expect(canvas.queryByRole('link', { name: /登\s*录/ })).toBeNull();
  },
};

/** The site is under maintenance (maintain = true). */
export const Maintenance: Story = {
  parameters: { msw: { handlers: [...apiHandlers(settingRows({ maintain: 'true' })), ...frontDoorHandlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('网站维护中')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible());
  },
};

/** A 390 px phone, signed in: the compact user menu (balance inside the menu) keeps the header one line. */
export const MobileLoggedIn: Story = {
  globals: phone390Globals,
  parameters: { page: { path: '/', state: memberState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /网盘猎人/ })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible());
    // the compact header shows the balance as a number linking to 金币明细 (issue 30), not the desktop 「N 金币」 pill
    await expect(canvas.queryByText(/^[\d,]+ 金币$/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '搜索关键词' })).toBeVisible();
  },
};

/**
 * Issue 30, the front door: hot keywords under the box, the site's sections one tap away, the
 * categories, 最新收录 and the forum's latest; an empty 搜索 says what to type; the footer links
 * to our own pages.
 */
export const FrontDoor: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: '三体' })).toBeVisible(), { timeout: 8000 });
    const sections = canvas.getByRole('navigation', { name: '站点栏目' });
    for (const name of ['最新收录', '论坛', '签到', '游戏']) await expect(canvas.getAllByRole('link', { name: new RegExp(name) }).length).toBeGreaterThan(0);
    await expect(sections).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: '庆余年 第二季 全 36 集 4K 国语中字' })).toHaveAttribute('href', '#/main/detail/301'));
    await waitFor(() => expect(canvas.getByRole('link', { name: '求《漫长的季节》4K 版本，阿里云盘优先' })).toHaveAttribute('href', '#/main/bbs/post/41'));
    await expect(canvas.getByRole('link', { name: '学习资料' })).toHaveAttribute('href', '#/main/list?cat=4');
    const own = canvas.getByRole('navigation', { name: '站内链接' });
    for (const a of own.querySelectorAll('a')) await expect(a.getAttribute('href')).toMatch(/^#\//);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('请输入要找的资源名称');
    await expect(canvas.getByRole('textbox', { name: '搜索关键词' })).toHaveFocus();
  },
};

/** Issue 30: at 390 px every link and button of the front door is at least 44 × 44 px. */
export const MobileTapTargets: Story = {
  globals: phone390Globals,
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: '三体' })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByRole('link', { name: /庆余年/ })).toBeVisible());
    await expectTapTargets(canvasElement);
  },
};
