import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { Category, Resource } from '../../src/api/resources';
import ResourceList from '../../src/pages/ResourceList/ResourceList';
import { resource } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

const cats: Category[] = [
  { id: 1, name: '电影', sort: 1 },
  { id: 2, name: '电视剧', sort: 2 },
  { id: 3, name: '图书', sort: 3 },
  { id: 4, name: '学习资料', sort: 4 },
];

const browsed: Resource[] = [
  resource({ id: 301, title: '庆余年 第二季 全 36 集 4K 国语中字', highlights: [], disk_type: 'aliyun', disk_name: '阿里云盘', url: 'https://www.alipan.com/s/7Hk2Qm9xWpA', pwd: '', create_time: '2026-11-21T01:20:00.000Z' }),
  resource({ id: 288, title: '流浪地球2 4K HDR 国语中字', highlights: [], category_id: 1, disk_type: 'quark', disk_name: '夸克网盘', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', size: '31.2GB', create_time: '2026-11-18T06:00:00.000Z' }),
  resource({ id: 101, highlights: [] }),
];

const listHandlers = (list = browsed) => [
  http.get('/v1/resource/categories', () => ok(cats)),
  http.get('/v1/resource/list', () => ok({ list, total: list.length })),
];

/** /main/list: browse resources by category. */
const meta = {
  title: 'Pages/ResourceList',
  component: ResourceList,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/list', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...listHandlers()] },
  },
} satisfies Meta<typeof ResourceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(browsed[0].title)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('tab', { name: '学习资料' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...listHandlers([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/resource/list', () => fail()), ...listHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(browsed[0].title)).toBeVisible(), { timeout: 8000 });
  },
};
