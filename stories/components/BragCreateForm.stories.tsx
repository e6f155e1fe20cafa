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
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const LoggedOut: Story = { args: { loggedIn: false } };

export const Mobile: Story = { globals: mobileGlobals };
