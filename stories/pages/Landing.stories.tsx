import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Landing from '../../src/pages/Landing/Landing';
import { localDay } from '../../src/lib/clock';
import { apiHandlers, memberState, notice, settingRows, withAppPage } from './support';
import { STORY_NOW } from '../../.storybook/fixed-clock';
import { phone390Globals } from '../../.storybook/viewports';

/** The front landing page '/', with the real store, sagas and route table; API answered by msw. */
const meta = {
  title: 'Pages/Landing',
  component: Landing,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/', state: { setting: { domainNoticeDay: localDay(STORY_NOW) } } },
    msw: { handlers: apiHandlers() },
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
  parameters: { msw: { handlers: apiHandlers(settingRows({ maintain: 'true' })) } },
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
    await expect(canvas.queryByText(/金币$/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '搜索关键词' })).toBeVisible();
  },
};
