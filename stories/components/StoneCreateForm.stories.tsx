import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { StoneCreateForm } from '../../src/components/StoneCreateForm';
import { pvpLimits } from './pvpFixtures';

const meta = {
  title: 'Components/StoneCreateForm',
  component: StoneCreateForm,
  args: { limits: pvpLimits.stone, loggedIn: true, onSubmit: fn() },
} satisfies Meta<typeof StoneCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Pick 剪刀, stake 200, submit. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('剪刀'));
    const stake = canvas.getByLabelText('押注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '200');
    await userEvent.click(canvas.getByRole('button', { name: '押注开局' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ move: 'scissors', stake: 200 }));
  },
};

/** No move and a stake over the limit: refused before sending. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const stake = canvas.getByLabelText('押注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '5000');
    await userEvent.click(canvas.getByRole('button', { name: '押注开局' }));
    await expect(await canvas.findByText('请选择出招')).toBeVisible();
    await expect(await canvas.findByText('押注须在 10–1000 金币之间')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** Limits not loaded yet. */
export const NoLimits: Story = { args: { limits: null } };

export const LoggedOut: Story = { args: { loggedIn: false } };

export const Mobile: Story = { globals: mobileGlobals };
