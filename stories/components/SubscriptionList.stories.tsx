import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SubscriptionList } from '../../src/components/SubscriptionList';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { subscriptions } from './resourceFixtures';
import { listStates } from './listStates';

const meta = {
  title: 'Components/SubscriptionList',
  component: SubscriptionList,
  args: { items: subscriptions, onAdd: fn(), onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof SubscriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Add a keyword (the box empties); 取消订阅 asks first, 保留 keeps it. */
export const AddAndRemove: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '我的订阅', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('订阅关键词'), '流浪地球');
    await userEvent.click(canvas.getByRole('button', { name: '订阅' }));
    await expect(args.onAdd).toHaveBeenCalledWith('流浪地球');
    await expect(canvas.getByLabelText('订阅关键词')).toHaveValue('');
    // a blank keyword is not sent
    await userEvent.type(canvas.getByLabelText('订阅关键词'), '   {Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅 三体' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '取消订阅「三体」？' })).getByRole('button', { name: '保留' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消订阅 三体' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '取消订阅「三体」？' })).getByRole('button', { name: '取消订阅' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};

/** An add is running: the button spins and a second press sends nothing. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '订阅' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('订阅关键词'), '流浪地球{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

const states = listStates({ items: [] }, { error: '服务器繁忙，请稍后再试', errorTitle: '订阅加载失败', emptyText: '还没有订阅任何关键词' });

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell); the form is there already. */
export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** The list could not be loaded: 订阅加载失败 with the reason, 重试 asks again. */
export const LoadError: Story = states.Error;

/** An add was refused: the reason under the form, the list stays. */
export const ErrorState: Story = {
  args: { actionError: '订阅关键词包含违禁内容，请修改后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订阅关键词包含违禁内容，请修改后再试');
    await expect(canvas.getByRole('list', { name: '我的订阅' })).toBeVisible();
  },
};

export const LongChineseText: Story = { args: { items: [...subscriptions, { id: 3, keyword: '中华人民共和国国家标准汉字编码字符集全套资料合集高清无水印版本', create_time: '2026-01-01T04:00:00.000Z' }] } };

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: a long keyword wraps, the date and 取消订阅 stay in view, nothing scrolls sideways. */
export const Phone390: Story = {
  ...LongChineseText,
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: /^取消订阅 中华人民共和国/ }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = states.Empty390;
export const Error390: Story = states.Error390;
