import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { CategoryTabs } from '../../src/components/CategoryTabs';
import { categories } from './forumFixtures';

const meta = {
  title: 'Components/CategoryTabs',
  component: CategoryTabs,
  args: { categories, activeId: null },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^教程/ })).toHaveAttribute('href', '#/main/bbs/filter/cate/3');
  },
};

export const CategoryActive: Story = {
  args: { activeId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^求助/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = { args: { categories: [] } };
export const WithoutCounts: Story = { args: { showCounts: false } };
export const LongChineseText: Story = {
  args: { categories: [...categories, { id: 6, name: '影视剧集与综艺节目资源分享专区', sort: 6, count: 1024 }] },
};
/** Phones: one row that scrolls sideways (it never wraps, so the list below never moves when the categories arrive). */
export const Mobile: Story = {
  args: { categories: [...categories, { id: 6, name: '影视剧集与综艺节目资源分享专区', sort: 6, count: 1024 }] },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const row = links[0].parentElement!;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  },
};
