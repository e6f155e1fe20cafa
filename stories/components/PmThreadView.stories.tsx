import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PmThreadView } from '../../src/components/PmThreadView';
import { pmThread } from './pmFixtures';

const phone390 = { viewport: { value: 'mobile390', isRotated: false } };

const meta = {
  title: 'Components/PmThreadView',
  component: PmThreadView,
  args: { thread: pmThread, onSend: fn(), onLoadOlder: fn(), onRetry: fn() },
} satisfies Meta<typeof PmThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mine on the right (已读 / 未读), theirs on the left; 发送 hands the text over. */
export const Default: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '与 资源搬运工 的私信' })).toBeVisible();
    await expect(canvas.getByText(/· 已读/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '写给 资源搬运工 的私信' }), '收到，谢谢！');
    await userEvent.click(canvas.getByRole('button', { name: /发\s*送/ }));
    await expect(args.onSend).toHaveBeenCalledWith('收到，谢谢！');
    await userEvent.click(canvas.getByRole('button', { name: /查看更早的消息/ }));
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

export const Phone: Story = { ...Default, globals: phone390 };

/** 拉黑: the box gives way to the reason. */
export const Blocked: Story = {
  args: { thread: { ...pmThread, has_more: false, can_send: false, cannot_send_reason: '对方已将你拉黑，无法发送私信' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('对方已将你拉黑，无法发送私信')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const BlockedPhone: Story = { ...Blocked, globals: phone390 };

/** A refused message (rate limit): the text stays in the box, the reason under it. */
export const SendRefused: Story = {
  args: { sendError: '私信发送过于频繁：每 10 分钟最多发送 20 条，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('发送失败：私信发送过于频繁：每 10 分钟最多发送 20 条，请稍后再试')).toBeVisible();
  },
};

/** A new conversation: nothing yet. */
export const NewConversation: Story = {
  args: { thread: { ...pmThread, conversation_id: null, list: [], has_more: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有消息，打个招呼吧。')).toBeVisible();
  },
};

export const Loading: Story = { args: { thread: null, loading: true } };
