import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import BbsPublish from '../../src/pages/BbsPublish/BbsPublish';
import { categories } from '../components/forumFixtures';
import { apiHandlers, memberState, ok, visitorState, withAppPage } from './support';

/** /main/bbs/publish: write a new article. */
const meta = {
  title: 'Pages/BbsPublish',
  component: BbsPublish,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/bbs/publish', state: memberState() },
    msw: { handlers: [...apiHandlers(), http.get('/v1/article/cates', () => ok(categories))] },
  },
} satisfies Meta<typeof BbsPublish>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByPlaceholderText('一句话说明这篇文章', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('来源链接（可选，点赞可见）')).toBeVisible();
  },
};

/** No categories yet (the cates call answers an empty list): the form still renders. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/article/cates', () => ok([]))] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('选择分类')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByPlaceholderText('一句话说明这篇文章', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A visitor is asked to log in first; the link to /login is underlined (axe link-in-text-block). */
export const LoggedOut: Story = {
  parameters: { page: { path: '/main/bbs/publish', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('请先登录', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '#/login');
  },
};
