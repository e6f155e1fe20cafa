import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ValidityBadge } from '../../src/components/ValidityBadge';

/** A fixed "now" so the relative time (2 小时前) is the same on every run. */
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const TWO_HOURS_AGO = new Date(NOW - 2 * 3600_000).toISOString();

const meta = {
  title: 'Components/ValidityBadge',
  component: ValidityBadge,
  args: { validity: 'ok' },
  argTypes: {
    validity: { control: 'inline-radio', options: ['ok', 'reported', 'invalid'] },
    checkState: { control: 'inline-radio', options: [undefined, '', 'ok', 'bad', 'locked', 'unsupported', 'uncertain'] },
  },
} satisfies Meta<typeof ValidityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Ok: Story = { play: async ({ canvas }) => expect(canvas.getByText('有效')).toBeVisible() };
export const Reported: Story = { args: { validity: 'reported' }, play: async ({ canvas }) => expect(canvas.getByText('有人反馈失效')).toBeVisible() };
export const Invalid: Story = { args: { validity: 'invalid' }, play: async ({ canvas }) => expect(canvas.getByText('已失效')).toBeVisible() };

/** Issue 19: the link checker found the share valid two hours ago. */
export const Verified: Story = {
  args: { validity: 'ok', checkState: 'ok', checkedTime: TWO_HOURS_AGO, now: NOW },
  play: async ({ canvas }) => expect(canvas.getByText('已验证有效 · 2 小时前')).toBeVisible(),
};
/** Issue 19: the checker found the share gone (it is then out of search; detail pages still show it). */
export const CheckedBad: Story = {
  args: { validity: 'invalid', checkState: 'bad', checkedTime: TWO_HOURS_AGO, now: NOW },
  play: async ({ canvas }) => expect(canvas.getByText('已失效')).toBeVisible(),
};
/** Issue 19: never checked (or no clear answer yet). */
export const Unchecked: Story = {
  args: { validity: 'ok', checkState: '', checkedTime: '' },
  play: async ({ canvas }) => expect(canvas.getByText('未验证')).toBeVisible(),
};
