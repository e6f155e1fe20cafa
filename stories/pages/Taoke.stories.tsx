import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import type { TaokeListReply } from '../../src/api/taoke';
import Taoke from '../../src/pages/Taoke/Taoke';
import { goodsList, remoteGoods, taokeCategories } from '../components/promoFixtures';
import { apiHandlers, fail, memberState, ok, settingRows, withAppPage } from './support';

const reply = (over: Partial<TaokeListReply> = {}): TaokeListReply => ({ list: goodsList, total: 46, page: 1, size: 20, has_more: true, source: 'builtin', notice: '', ...over });

const open = settingRows({ show_taoke_page: 'true' });
const handlers = (goods: () => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>> = () => ok(reply())) => [
  ...apiHandlers(open),
  http.get('/v1/taoke/categories', () => ok({ list: taokeCategories, source: 'builtin', notice: '' })),
  http.get('/v1/taoke/goods', goods),
];

/** /main/taoke: coupon goods (open while showTaokePage is on). */
const meta = {
  title: 'Pages/Taoke',
  component: Taoke,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/taoke', state: memberState() },
    msw: { handlers: handlers() },
  },
} satisfies Meta<typeof Taoke>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), { timeout: 8000 });
    await expect(canvas.getByRole('heading', { name: '优惠券', level: 3 })).toBeVisible();
    await expect(canvas.getByText('食品')).toBeVisible();
  },
};

/** The flag is off: the page says it is closed and asks nothing. */
export const Closed: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/taoke/goods', () => fail('不该请求', 500))] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('淘客页面未开放')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** dataoke failed: built-in goods stand in with a notice. */
export const ProviderFailed: Story = {
  parameters: {
    msw: {
      handlers: handlers(() => ok(reply({ notice: '淘客服务暂时不可用（服务响应超时），已为您显示站内精选商品', list: [remoteGoods, ...goodsList.slice(0, 3)], total: 4 }))),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('已为您显示站内精选商品'), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(() => ok(reply({ list: [], total: 0, has_more: false }))) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂时没有优惠商品')).toBeVisible(), { timeout: 8000 });
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: handlers(async () => {
        await delay('infinite');
        return ok(reply());
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.ant-skeleton').length).toBeGreaterThan(0), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: handlers(() => fail()) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('优惠商品加载失败：服务器繁忙，请稍后再试')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), { timeout: 8000 });
  },
};

/** 390 px phone: filters on top, two cards a row. */
export const Phone390: Story = {
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), { timeout: 8000 });
    const cards = canvas.getAllByRole('article');
    await expect(cards[0].getBoundingClientRect().top).toBe(cards[1].getBoundingClientRect().top);
  },
};
