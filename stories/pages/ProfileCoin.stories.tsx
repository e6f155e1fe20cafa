import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
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
    await waitFor(() => expect(canvas.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible(), { timeout: 8000 });
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
