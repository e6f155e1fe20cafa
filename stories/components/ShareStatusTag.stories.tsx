import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShareStatusTag } from '../../src/components/ShareStatusTag';

const meta = {
  title: 'Components/ShareStatusTag',
  component: ShareStatusTag,
  args: { status: 'pending' },
  argTypes: { status: { control: 'inline-radio', options: ['pending', 'approved', 'rejected'] } },
} satisfies Meta<typeof ShareStatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Pending: Story = { play: async ({ canvas }) => expect(canvas.getByText('待审核')).toBeVisible() };
export const Approved: Story = { args: { status: 'approved' }, play: async ({ canvas }) => expect(canvas.getByText('已通过')).toBeVisible() };
export const Rejected: Story = { args: { status: 'rejected' }, play: async ({ canvas }) => expect(canvas.getByText('未通过')).toBeVisible() };
