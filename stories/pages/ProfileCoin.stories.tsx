import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import ProfileCoin from '../../src/pages/ProfileCoin/ProfileCoin';
import { ledgerRows } from '../components/accountFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const coinHandler = (list = ledgerRows) => http.get('/auth/v1/user/coin', () => ok({ list, total: list.length }));

/** /profile/coin: the coin ledger from GET /auth/v1/user/coin. */
const meta = {
  title: 'Pages/ProfileCoin',
  component: ProfileCoin,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/coin', state: memberState() },
    msw: { handlers: [...apiHandlers(), coinHandler()] },
  },
} satisfies Meta<typeof ProfileCoin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '金币明细' }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('兑换 VIP 30 天')).toBeVisible(), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), coinHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

/** The ledger call fails: the server's msg with a retry button. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/auth/v1/user/coin', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/coin', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('兑换 VIP 30 天')).toBeVisible(), { timeout: 8000 });
  },
};

/** 390 px phone (issue 16): one card per row, 变动 and 余额 in view, every kind in Chinese. */
export const Phone390: Story = {
  globals: phone390Globals,
  parameters: {
    msw: {
      handlers: [
        ...apiHandlers(),
        coinHandler([
          { id: 7, delta: -20, balance_after: 1175, kind: 'link_reveal', ref: 'resource:12', note: '购买链接：三体 全集 1080P REMUX', create_time: '2026-06-02T03:00:00.000Z' },
          { id: 6, delta: 5, balance_after: 1195, kind: 'share_reward', ref: 'resource:9', note: '分享通过审核', create_time: '2026-06-02T02:00:00.000Z' },
          { id: 5, delta: 1190, balance_after: 1190, kind: 'demo_grant', ref: 'demo', note: '演示账号初始金币', create_time: '2026-06-02T01:00:00.000Z' },
          ...ledgerRows,
        ]),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('购买资源链接')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('分享奖励')).toBeVisible();
    await expect(canvas.getByText('新手礼包')).toBeVisible();
    await expect(canvas.getByText('余额 1,175')).toBeVisible();
    await expect(canvas.getByText('-20')).toBeVisible();
    // nothing off-screen sideways
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
