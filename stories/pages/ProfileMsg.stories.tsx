import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import ProfileMsg from '../../src/pages/ProfileMsg/ProfileMsg';
import { messages } from '../components/accountFixtures';
import { apiHandlers, fail, member, memberState, ok, visitorState, withAppPage } from './support';

/** The in-memory inbox behind the handlers; every story starts from the fixtures (see beforeEach). */
let list = messages.map((m) => ({ ...m }));

/** GET /auth/v1/message and PUT /auth/v1/message/read over the inbox (or over no messages at all). */
const messageHandlers = (empty = false) => {
  const unread = () => list.filter((m) => !m.is_read).length;
  return [
    http.get('/auth/v1/message', ({ request }) => {
      const only = new URL(request.url).searchParams.get('unread') === '1';
      const all = empty ? [] : list;
      const rows = only ? all.filter((m) => !m.is_read) : all;
      return ok({ list: rows, total: rows.length, unread: empty ? 0 : unread() });
    }),
    http.put('/auth/v1/message/read', () => {
      const changed = unread();
      list = list.map((m) => ({ ...m, is_read: true }));
      return ok({ changed, unread_msg_count: 0 }, '已全部标记为已读');
    }),
  ];
};

/** The stored info and the server's copy agree on the unread count (the header badge must not race). */
const info = { ...member, unread_msg_count: 2 };
const none = { ...member, unread_msg_count: 0 };

/** /profile/msg: my messages, all or unread, mark read and delete. */
const meta = {
  title: 'Pages/ProfileMsg',
  component: ProfileMsg,
  decorators: [withAppPage],
  beforeEach: () => {
    list = messages.map((m) => ({ ...m }));
  },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/msg', state: memberState(info) },
    msw: { handlers: [...apiHandlers(undefined, info), ...messageHandlers()] },
  },
} satisfies Meta<typeof ProfileMsg>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('订单完成：VIP 已开通')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('未读 2 条')).toBeVisible();
  },
};

/** 全部标为已读: the unread count drops to 0. */
export const ReadAll: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('未读 2 条')).toBeVisible(), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(canvas.getByText('未读 0 条')).toBeVisible(), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { page: { path: '/profile/msg', state: memberState(none) }, msw: { handlers: [...apiHandlers(undefined, none), ...messageHandlers(true)] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(undefined, info), http.get('/auth/v1/message', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /重\s*试/ })).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/msg', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('订单完成：VIP 已开通')).toBeVisible(), { timeout: 8000 });
  },
};
