import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteFooter } from '../../src/components/SiteFooter';
import { mobileGlobals } from '../../.storybook/viewports';
import { friendLinks, manyFriendLinks } from './fixtures';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: { friendLinks, year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithFriendLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 ujuso 优聚搜');
    await expect(canvas.getByRole('link', { name: '百度网盘' })).toHaveAttribute('target', '_blank');
  },
};

/** No friend links configured: only the copyright. */
export const Empty: Story = {
  args: { friendLinks: [] },
  play: async ({ canvas }) => {
    // no friend links; our own pages are always linked (issue 30)
    await expect(canvas.queryByRole('navigation', { name: '友情链接' })).toBeNull();
    for (const a of canvas.getAllByRole('link')) await expect(a.getAttribute('href')).toMatch(/^#\//);
  },
};

export const LongChineseText: Story = { args: { friendLinks: manyFriendLinks } };

export const Mobile: Story = { globals: mobileGlobals, args: { friendLinks: manyFriendLinks } };
