import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import Subscribe from '../../src/pages/Profile/Subscribe';
import { subscriptions } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const subsHandler = (list = subscriptions) => http.get('/auth/v1/resource/subscribe', () => ok(list));

/** /profile/subscribe: keyword subscriptions. */
const meta = {
  title: 'Pages/Profile/Subscribe',
  component: Subscribe,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/subscribe', state: memberState() },
    msw: { handlers: [...apiHandlers(), subsHandler()] },
  },
} satisfies Meta<typeof Subscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: '我的订阅' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: '取消订阅 三体' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), subsHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('还没有订阅任何关键词')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/auth/v1/resource/subscribe', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试'), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/subscribe', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: '我的订阅' })).toBeVisible(), { timeout: 8000 });
  },
};
