import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import ProfileOrders from '../../src/pages/ProfileOrders/ProfileOrders';
import { orders } from '../components/accountFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const ordersHandler = (list = orders) => http.get('/auth/v1/order', () => ok({ list, total: list.length }));

/** /profile/orders: my orders from GET /auth/v1/order. */
const meta = {
  title: 'Pages/ProfileOrders',
  component: ProfileOrders,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/orders', state: memberState() },
    msw: { handlers: [...apiHandlers(), ordersHandler()] },
  },
} satisfies Meta<typeof ProfileOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '我的订单' }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('购买邀请码')).toBeVisible(), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ordersHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

/** The orders call fails: the server's msg with a retry button. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/auth/v1/order', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/orders', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('购买邀请码')).toBeVisible(), { timeout: 8000 });
  },
};

/** 390 px phone (issue 16): one card per order, cost and state in view; a link purchase in Chinese. */
export const Phone390: Story = {
  globals: phone390Globals,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('购买邀请码')).toBeVisible(), { timeout: 8000 });
    await expect(canvasElement.querySelector('table')).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
