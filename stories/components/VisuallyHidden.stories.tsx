import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';

/** Text for screen readers only: in the accessibility tree, out of sight (1 × 1 px, clipped). */
const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '搜索结果' },
  render: (args) => (
    <div>
      <p style={{ margin: 0 }}>下面的标题只给读屏软件：</p>
      <VisuallyHidden {...args} />
    </div>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Heading: Story = {
  args: { as: 'h2' },
  play: async ({ canvas }) => {
    const h = canvas.getByRole('heading', { name: '搜索结果' });
    await expect(h.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Span: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('搜索结果').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
