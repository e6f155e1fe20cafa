import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { Category } from '../../src/api/resources';
import Share from '../../src/pages/Share/Share';
import { previewItems } from '../components/resourceFixtures';
import { apiHandlers, memberState, ok, visitorState, withAppPage } from './support';

const cats: Category[] = [
  { id: 1, name: '电影', sort: 1 },
  { id: 2, name: '电视剧', sort: 2 },
  { id: 3, name: '图书', sort: 3 },
];

const pasted = '三体 全集 链接：https://pan.baidu.com/s/1AbCdEfGh 提取码：8k3d\n流浪地球2 4K https://pan.quark.cn/s/1a2b3c4d5e6f';

const shareHandlers = [
  http.get('/v1/resource/categories', () => ok(cats)),
  http.post('/auth/v1/resource/share/preview', () => ok(previewItems)),
];

/** /main/share: paste text, preview the links found, submit them for review. */
const meta = {
  title: 'Pages/Share',
  component: Share,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/share', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...shareHandlers] },
  },
} satisfies Meta<typeof Share>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pasted text and its preview: three links found, the duplicate one cannot be chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: '粘贴包含网盘链接的文字' }, { timeout: 8000 }));
    await userEvent.paste(pasted);
    await userEvent.click(canvas.getByRole('button', { name: '识别链接' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: '识别到的链接' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('checkbox', { name: '提交第 3 个链接' })).toBeDisabled();
  },
};

/** The blank form: 识别链接 waits for text. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '识别链接' }, { timeout: 8000 })).toBeDisabled();
  },
};

export const LoggedOut: Story = {
  parameters: { page: { path: '/main/share', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登录后才能分享资源', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '粘贴包含网盘链接的文字' }, { timeout: 8000 })).toBeVisible();
  },
};
