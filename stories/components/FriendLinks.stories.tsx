import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FriendLinks } from '../../src/components/FriendLinks';
import { alias } from '../../src/theme';
import { mobileGlobals } from '../../.storybook/viewports';
import { friendLinks, manyFriendLinks } from './fixtures';

const meta = {
  title: 'Components/FriendLinks',
  component: FriendLinks,
  args: { links: friendLinks, tone: 'light' },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
} satisfies Meta<typeof FriendLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every link opens in a new tab without giving the opened page access to this one. */
export const OpensInNewTab: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(friendLinks.length);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
    }
    await expect(canvas.getByRole('link', { name: '阿里云盘' })).toHaveAttribute('href', 'https://www.alipan.com/');
  },
};

/** No links: nothing renders. */
export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No links with an empty text: the text is shown instead. */
export const EmptyWithText: Story = {
  args: { links: [], emptyText: '暂无友情链接' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无友情链接')).toBeVisible();
  },
};

/** Links that are not http(s) (from a mistyped setting) are dropped. */
export const UnsafeLinksDropped: Story = {
  args: {
    links: [
      { name: '阿里云盘', url: 'https://www.alipan.com/' },
      { name: '恶意脚本', url: 'javascript:alert(1)' },
      { name: '无效地址', url: '不是网址' },
      { name: '', url: 'https://example.com/' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByText('恶意脚本')).toBeNull();
  },
};

export const ManyLongNames: Story = { args: { links: manyFriendLinks } };

export const Dark: Story = {
  args: { tone: 'dark' },
  parameters: { storyBackground: alias.footerBg },
};

export const Mobile: Story = { globals: mobileGlobals, args: { links: manyFriendLinks } };
