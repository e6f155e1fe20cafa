import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Card } from '../../src/components/Card';
import { RadioGroup } from '../../src/components/RadioGroup';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: '点赞与打赏', children: <p style={{ margin: 0 }}>本文附有百度网盘来源链接，点赞后即可查看。</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled surface: the title is an h2 and names the section. */
export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '点赞与打赏' })).toBeVisible();
  },
};
/** Title with something at the end of the head (a sort switch). */
export const WithExtra: Story = {
  args: {
    title: '回复（12 楼）',
    extra: <RadioGroup label="回复排序" value="oldest" onChange={() => undefined} options={[{ label: '最早', value: 'oldest' }, { label: '最新', value: 'newest' }]} />,
  },
  play: async ({ canvas }) => expect(canvas.getByRole('radiogroup', { name: '回复排序' })).toBeVisible(),
};
export const Small: Story = { args: { size: 'small', title: '今日热搜词' } };
export const Untitled: Story = { args: { title: undefined } };
export const Phone: Story = { args: { title: '点赞与打赏' }, globals: mobileGlobals };
