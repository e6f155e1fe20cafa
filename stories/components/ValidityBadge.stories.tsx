import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ValidityBadge } from '../../src/components/ValidityBadge';

const meta = {
  title: 'Components/ValidityBadge',
  component: ValidityBadge,
  args: { validity: 'ok' },
  argTypes: { validity: { control: 'inline-radio', options: ['ok', 'reported', 'invalid'] } },
} satisfies Meta<typeof ValidityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Ok: Story = { play: async ({ canvas }) => expect(canvas.getByText('有效')).toBeVisible() };
export const Reported: Story = { args: { validity: 'reported' }, play: async ({ canvas }) => expect(canvas.getByText('有人反馈失效')).toBeVisible() };
export const Invalid: Story = { args: { validity: 'invalid' }, play: async ({ canvas }) => expect(canvas.getByText('已失效')).toBeVisible() };
