import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Sort 最新 chosen (a radio group); clicking 最热 reports the change, the arrow keys move too. */
export const SortLatest: Story = {
  args: { value: { sort: 'latest', range: 'week', cat: 2, onlyFree: '0' } },
  play: async ({ canvas, args }) => {
    const sort = canvas.getByRole('radiogroup', { name: '排序' });
    await expect(within(sort).getByRole('radio', { name: '最新' })).toBeChecked();
    await userEvent.click(within(sort).getByRole('radio', { name: '最热' }));
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'hot' });
    await expect(canvas.getByRole('combobox', { name: '时间范围' })).toHaveValue('week');
    await expect(canvas.getByRole('combobox', { name: '资源分类' })).toHaveValue('2');
  },
};

/** The time range and the category are native selects (the phone's own picker). */
export const ChooseRangeAndCategory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '时间范围' }), '最近一年');
    await expect(args.onChange).toHaveBeenCalledWith({ range: 'year' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '资源分类' }), '剧集');
    await expect(args.onChange).toHaveBeenCalledWith({ cat: 2 });
    const free = canvas.getByRole('switch', { name: '只看免费' });
    await expect(free).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByText('只看免费'));
    await expect(args.onChange).toHaveBeenCalledWith({ onlyFree: '0' });
  },
};

/** The hidden paid count is an estimate (ADR 0036): 另有约 N 个. */
export const PaidHiddenEstimated: Story = {
  args: { paidHidden: 12_345, paidHiddenEstimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('另有约 1.2万 个付费资源未显示')).toBeVisible();
  },
};
export const FreeSearch: Story = { args: { hideOnlyFree: true, paidHidden: 5 } };
/**
 * Phones (issue 30): the bar is collapsed behind one row — 筛选 and what is chosen — so the first
 * result shows without scrolling; tapping the row opens the filters (aria-expanded).
 */
export const Mobile: Story = {
  args: { paidHidden: 3, value: { sort: 'latest', range: 'week', cat: 2, onlyFree: '1' } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: /筛选/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('最新 · 最近一周 · 剧集 · 免费');
    await expect(canvas.queryByRole('radiogroup', { name: '排序' })).toBeNull();
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Phones, opened: every control is a 44 px tap target. */
export const MobileOpen: Story = {
  args: { paidHidden: 3 },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /筛选/ }));
    await expect(canvas.getByRole('button', { name: /筛选/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('radiogroup', { name: '排序' })).toBeVisible();
    for (const el of [...canvas.getAllByRole('radio'), ...canvas.getAllByRole('switch'), ...canvas.getAllByRole('combobox'), ...canvas.getAllByRole('button')]) {
      const target = el.getAttribute('type') === 'radio' ? el.parentElement! : el;
      const box = target.getBoundingClientRect();
      await expect(Math.min(box.width, box.height), el.getAttribute('aria-label') ?? el.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
  },
};

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
