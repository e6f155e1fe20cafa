import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { Category, MyShare } from '../../src/api/resources';
import Classify from '../../src/pages/Profile/Classify';
import { resource } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const cats: Category[] = [
  { id: 1, name: '电影', sort: 1 },
  { id: 2, name: '电视剧', sort: 2 },
  { id: 3, name: '图书', sort: 3 },
];

const shares: MyShare[] = [
  { ...resource({ id: 501, title: '庆余年 第二季 全 36 集 4K 国语中字', highlights: [], disk_type: 'aliyun', disk_name: '阿里云盘', create_time: '2026-11-21T01:20:00.000Z' }), status: 'pending', review_note: '', reward: 0 },
  { ...resource({ id: 488, highlights: [], create_time: '2026-11-10T06:00:00.000Z' }), status: 'approved', review_note: '', reward: 5 },
  { ...resource({ id: 470, title: '流浪地球2 4K HDR 国语中字', highlights: [], category_id: 1, disk_type: 'quark', disk_name: '夸克网盘', create_time: '2026-11-02T06:00:00.000Z' }), status: 'rejected', review_note: '链接已失效', reward: 0 },
];

const shareHandlers = (list = shares) => [
  http.get('/v1/resource/categories', () => ok(cats)),
  http.get('/auth/v1/resource/my', () => ok({ list, total: list.length })),
];

/** /profile/classify: my shared resources and their review status. */
const meta = {
  title: 'Pages/Profile/Classify',
  component: Classify,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/classify', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...shareHandlers()] },
  },
} satisfies Meta<typeof Classify>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('审核意见：链接已失效')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('奖励 5 金币')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...shareHandlers([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: '去分享' })).toHaveAttribute('href', '#/main/share'), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/auth/v1/resource/my', () => fail()), ...shareHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/classify', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('审核意见：链接已失效')).toBeVisible(), { timeout: 8000 });
  },
};
