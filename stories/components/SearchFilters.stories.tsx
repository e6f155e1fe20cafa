import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SearchFilters } from '../../src/components/SearchFilters';

const meta = {
  title: 'Components/SearchFilters',
  component: SearchFilters,
  args: {
    value: { sort: 'relevance', range: 'all', cat: 0, onlyFree: '1' },
    onChange: fn(),
    categories: [
      { id: 1, name: '电影' },
      { id: 2, name: '剧集' },
    ],
  },
} satisfies Meta<typeof SearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 只看免费 hides paid matches: how many, and 显示付费 in one click. */
export const PaidHidden: Story = {
  args: { paidHidden: 12 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('另有 12 个付费资源未显示')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '显示付费' }));
    await expect(args.onChange).toHaveBeenCalledWith({ onlyFree: '0' });
  },
};

/** Sort 最新 chosen; clicking 最热 reports the change. */
export const SortLatest: Story = {
  args: { value: { sort: 'latest', range: 'week', cat: 2, onlyFree: '0' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('最热'));
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'hot' });
  },
};

export const FreeSearch: Story = { args: { hideOnlyFree: true, paidHidden: 5 } };
export const Mobile: Story = { args: { paidHidden: 3 }, globals: mobileGlobals };

/** Issue 19: 只看已验证 on (links the checker found valid); turning it off reports verified '0'. */
export const VerifiedOnly: Story = {
  args: { value: { sort: 'relevance', range: 'all', cat: 0, onlyFree: '1', verified: '1' } },
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: '只看已验证' });
    await expect(sw).toBeChecked();
    await userEvent.click(sw);
    await expect(args.onChange).toHaveBeenCalledWith({ verified: '0' });
  },
};
