import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BragCreateForm } from '../../src/components/BragCreateForm';
import { pvpLimits } from './pvpFixtures';

const meta = {
  title: 'Components/BragCreateForm',
  component: BragCreateForm,
  args: { limits: pvpLimits.brag, loggedIn: true, onSubmit: fn() },
} satisfies Meta<typeof BragCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Claim, 不信 marked true, invite one member. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('吹的牛'), '我今天中午吃了火锅');
    await userEvent.click(canvas.getByText('答案二', { selector: 'span' }));
    await userEvent.type(canvas.getByLabelText('邀请会员用户名'), '小明_2026');
    await userEvent.click(canvas.getByRole('button', { name: '押注吹牛' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ claim: '我今天中午吃了火锅', answers: ['信', '不信'], truth: 1, stake: 10, hours: 24, invite: '小明_2026' }),
    );
  },
};

/** Empty claim, no truth, equal answers: refused before sending. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const b = canvas.getByRole('textbox', { name: '答案二' });
    await userEvent.clear(b);
    await userEvent.type(b, '信');
    await userEvent.click(canvas.getByRole('button', { name: '押注吹牛' }));
    await expect(await canvas.findByText('请写下要吹的牛')).toBeVisible();
    await expect(await canvas.findByText('请标记真实答案')).toBeVisible();
    await expect(await canvas.findByText('两个答案不能相同')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // the first field with an error gets the focus; each box names its message
    await waitFor(() => expect(canvas.getByLabelText('吹的牛')).toHaveFocus());
    await expect(canvas.getByLabelText('吹的牛')).toHaveAccessibleDescription('请写下要吹的牛');
    await expect(b).toHaveAccessibleDescription('两个答案不能相同');
  },
};

/** Stake and hours outside the limits, an empty 答案一: the Chinese messages of each rule. */
export const OutOfRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('吹的牛'), '我会飞');
    await userEvent.clear(canvas.getByRole('textbox', { name: '答案一' }));
    const stake = canvas.getByLabelText('押注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '1');
    const hours = canvas.getByLabelText('有效期小时');
    await userEvent.clear(hours);
    await userEvent.type(hours, '99');
    await userEvent.click(canvas.getByRole('button', { name: '押注吹牛' }));
    await expect(await canvas.findByText('请填写答案一')).toBeVisible();
    await expect(await canvas.findByText(/^押注须在 \d+–\d+ 金币之间$/)).toBeVisible();
    await expect(await canvas.findByText(/^有效期为 1–\d+ 小时$/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '押注吹牛' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoggedOut: Story = { args: { loggedIn: false } };

export const Mobile: Story = { globals: mobileGlobals };
