import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { TipButton } from '../../src/components/TipButton';

const meta = {
  title: 'Components/TipButton',
  component: TipButton,
  args: { tips: 3, tipCoins: 30, price: 5, balance: 1280, loggedIn: true, onTip: fn() },
} satisfies Meta<typeof TipButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A tip needs a confirmation stating its price and the balance after. */
export const Confirm: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /打\s*赏/ }));
    // the popover is in the DOM before it is shown: wait until it is visible
    await waitFor(() => expect(screen.getByText('打赏一次需要 5 金币')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText('当前余额 1,280 金币，支付后余额 1,275 金币')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '确认打赏' }));
    await waitFor(() => expect(args.onTip).toHaveBeenCalled());
  },
};

export const Empty: Story = { args: { tips: 0, tipCoins: 0 } };
export const Loading: Story = { args: { loading: true } };
export const LoggedOut: Story = { args: { loggedIn: false, balance: undefined } };
export const OwnArticle: Story = {
  args: { isAuthor: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /打\s*赏/ })).toBeDisabled();
    await expect(canvas.getByText('不能打赏自己的文章')).toBeVisible();
  },
};
export const LongChineseText: Story = { args: { tips: 123456, tipCoins: 98765432 } };
export const Mobile: Story = { globals: mobileGlobals };
