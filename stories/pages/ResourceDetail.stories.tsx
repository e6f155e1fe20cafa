import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import ResourceDetail from '../../src/pages/ResourceDetail/ResourceDetail';
import { detail, resources } from '../components/resourceFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

/** Resource 1: a free 百度网盘 link, shown to everyone. */
const free = detail({ id: 1, highlights: [] });
/** Resource 1 as a visitor sees a paid link: locked, no url. */
const lockedForVisitor = detail({ id: 1, highlights: [], url: null, pwd: null, locked: true, price: 20, unlocked_by: null });

/** The detail and its related resources (other ids than 1). */
const detailHandlers = (data = free) => [
  http.get('/v1/resource/1', () => ok(data)),
  http.get('/v1/resource/1/related', () => ok(resources.filter((r) => r.id !== 1).slice(0, 3))),
];

/** /main/detail/{id}: one resource with its link, code and 举报失效. */
const meta = {
  title: 'Pages/ResourceDetail',
  component: ResourceDetail,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/detail/1', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...detailHandlers()] },
  },
} satisfies Meta<typeof ResourceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: free.title }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(free.url ?? '', { exact: false })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), http.get('/v1/resource/1', () => fail('资源不存在或已被删除', 404))] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: '无法打开这个资源' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('资源不存在或已被删除')).toBeVisible();
    // a real not-found state: one message (no toast) and the ways on (issue 16)
    await expect([...document.querySelectorAll('.Toastify__toast')].filter((t) => t.textContent?.includes('资源不存在或已被删除'))).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: '返回搜索' })).toHaveAttribute('href', '#/main/index');
    await expect(canvas.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '#/');
  },
};

/** A visitor and a paid link: 登录后查看. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/main/detail/1', state: visitorState() }, msw: { handlers: [...apiHandlers(), ...detailHandlers(lockedForVisitor)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: free.title }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录后查看' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: free.title }, { timeout: 8000 })).toBeVisible();
  },
};
