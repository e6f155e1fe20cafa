import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { LazyFallback, LAZY_FALLBACK_ATTR } from '../../src/components/LazyFallback';
import { Skeleton } from '../../src/components/Skeleton';

const meta = { title: 'Primitives/LazyFallback', component: LazyFallback } satisfies Meta<typeof LazyFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The reply editor's stand-in on a forum post while its chunk loads: the card keeps its title
 * and the box its size; the wrapper itself takes no room.
 */
export const ReplyEditorStandIn: Story = {
  args: { children: null },
  // shows the stand-in on purpose: the photograph does not wait for it to go
  parameters: { screenshot: { lazyFallbackShown: true } },
  render: () => (
    <div style={{ width: 480 }}>
      <LazyFallback>
        <Card title="发表回复">
          <Skeleton height={120} />
        </Card>
      </LazyFallback>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const marker = canvasElement.querySelector(`[${LAZY_FALLBACK_ATTR}]`) as HTMLElement;
    await expect(marker).not.toBeNull();
    await expect(getComputedStyle(marker).display).toBe('contents');
    await expect(canvas.getByText('发表回复')).toBeVisible();
  },
};
