import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteBrand } from '../../src/components/SiteBrand';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/SiteBrand',
  component: SiteBrand,
  args: { size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: ['large', 'small'] } },
} satisfies Meta<typeof SiteBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Landing page: the name is the page's h1, with the tagline under it. */
export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ujuso' })).toBeVisible();
    await expect(canvas.getByText('优聚搜 · 网盘资源一搜即得')).toBeVisible();
  },
};

/** Header: small, a link home, no tagline. */
export const SmallLink: Story = {
  args: { size: 'small', href: '#/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ujuso 首页' })).toHaveAttribute('href', '#/');
    await expect(canvas.queryByText('优聚搜 · 网盘资源一搜即得')).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: { name: '优聚搜网盘资源搜索社区', tagline: '百度网盘、阿里云盘、夸克网盘、天翼云盘、迅雷云盘、115 网盘资源，一站式搜索，每日更新，永久免费' },
};

export const Mobile: Story = { globals: mobileGlobals };
