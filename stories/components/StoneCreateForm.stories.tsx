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

/** No move and a stake over the limit: refused before sending; the first field with an error gets the focus. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const stake = canvas.getByLabelText('押注金币');
    await userEvent.clear(stake);
    await userEvent.type(stake, '5000');
    await userEvent.click(canvas.getByRole('button', { name: '押注开局' }));
    await expect(await canvas.findByText('请选择出招')).toBeVisible();
    await expect(await canvas.findByText('押注须在 10–1000 金币之间')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(stake).toHaveAttribute('aria-invalid', 'true');
    await expect(stake).toHaveAccessibleDescription('押注须在 10–1000 金币之间');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '石头' })).toHaveFocus());
  },
};

/** Empty stake: 请输入押注; fixing the fields clears the messages as you type. */
export const Required: Story = {
  play: async ({ canvas, args }) => {
    const stake = canvas.getByLabelText('押注金币');
    await userEvent.clear(stake);
    await userEvent.click(canvas.getByRole('button', { name: '押注开局' }));
    await expect(await canvas.findByText('请输入押注')).toBeVisible();
    await userEvent.click(canvas.getByText('布'));
    await userEvent.type(stake, '20');
    await waitFor(() => expect(canvas.queryByText('请输入押注')).toBeNull());
    await expect(canvas.queryByText('请选择出招')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab into the moves, arrows choose, Tab to the stake, Enter submits. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: '石头' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '剪刀' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByLabelText('押注金币')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ move: 'scissors', stake: 10 }));
  },
};

/** Sending: the button says so (aria-busy, a spinner); a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('石头'));
    const button = canvas.getByRole('button', { name: '押注开局' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Limits not loaded yet. */
export const NoLimits: Story = { args: { limits: null } };

export const LoggedOut: Story = {
  args: { loggedIn: false, loginHref: '#/login?from=%2Fmain%2Fgame%2Fstone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录后开局' })).toHaveAttribute('href', '#/login?from=%2Fmain%2Fgame%2Fstone');
  },
};

export const Mobile: Story = { globals: mobileGlobals };
