import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResourceCard } from '../../src/components/ResourceCard';
import { ShareStatusTag } from '../../src/components/ShareStatusTag';
import { mobileGlobals } from '../../.storybook/viewports';
import { longTitle, resource, resources } from './resourceFixtures';

const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
  args: { resource: resource() },
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A free result: icon, highlighted title linking to the detail, meta line, copy button. */
export const Free: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '百度网盘' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /三体 全集/ })).toHaveAttribute('href', '#/main/detail/101');
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('三体');
    await expect(canvas.getByText('2026-03-01')).toBeVisible();
    await expect(canvas.getByText('免费')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /复制链接和提取码/ })).toBeVisible();
  },
};

/** A locked paid link: no copy, a way to the detail page instead. */
export const PaidLocked: Story = {
  args: { resource: resources[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 金币')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /复制/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /查看链接/ })).toHaveAttribute('href', '#/main/detail/103');
  },
};

export const Reported: Story = { args: { resource: resources[1] } };
export const WithStatus: Story = { args: { resource: resource(), extra: <ShareStatusTag status="pending" />, hideCopy: true } };
export const LongChineseText: Story = { args: { resource: resource({ title: longTitle, highlights: [[longTitle.length - 5, longTitle.length - 3]] }) } };
export const Mobile: Story = { args: { resource: resource({ title: longTitle, highlights: [[0, 4]] }) }, globals: mobileGlobals };
