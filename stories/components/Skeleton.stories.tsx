import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../src/components/Skeleton';
import { Spinner } from '../../src/components/Spinner';
import { Badge } from '../../src/components/Badge';

const meta = { title: 'Primitives/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A loading list: the container is busy and says so; the blocks are decorative. */
export const LoadingList: Story = {
  render: () => (
    <div role="status" aria-busy="true" aria-label="加载中" style={{ display: 'grid', gap: 8, width: 360 }}>
      <Skeleton height={20} width="70%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="40%" />
    </div>
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true'),
};

/** The spinner (small and middle) and the count badge, also drawn from ui.module.css. */
export const SpinnerAndBadge: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner />
      <Spinner size="small" />
      <span aria-label="消息，3 条未读" role="img">
        <Badge>3</Badge>
      </span>
      <Badge>99+</Badge>
    </div>
  ),
};
