import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { Resource } from '../../src/api/resources';
import Latest from '../../src/pages/Latest/Latest';
import { resource } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, withAppPage } from './support';

const newest: Resource[] = [
  resource({ id: 301, title: '庆余年 第二季 全 36 集 4K 国语中字', highlights: [], disk_type: 'aliyun', disk_name: '阿里云盘', url: 'https://www.alipan.com/s/7Hk2Qm9xWpA', pwd: '', views: 562, create_time: '2026-11-22T01:20:00.000Z' }),
  resource({ id: 300, title: '2026 考研英语一 历年真题及解析 PDF', highlights: [], disk_type: 'quark', disk_name: '夸克网盘', url: 'https://pan.quark.cn/s/9f8e7d6c5b4a', pwd: '', size: '1.2GB', views: 318, create_time: '2026-11-21T14:05:00.000Z' }),
  resource({ id: 299, title: '宫崎骏动画电影合集 1080P 国日双语', highlights: [], views: 1204, create_time: '2026-11-20T09:30:00.000Z' }),
];

const latestHandler = (list = newest) => http.get('/v1/resource/latest', () => ok({ list, total: list.length }));

/** /main/latest: the newest approved resources. */
const meta = {
  title: 'Pages/Latest',
  component: Latest,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/latest', state: memberState() },
    msw: { handlers: [...apiHandlers(), latestHandler()] },
  },
} satisfies Meta<typeof Latest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(newest[0].title)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText(newest[2].title)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), latestHandler([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/resource/latest', () => fail())] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(newest[0].title)).toBeVisible(), { timeout: 8000 });
  },
};
