import { SearchOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Button, LinkButton } from '../../src/components/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '搜索', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size side by side, and a link drawn as a button. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button variant="primary">发布</Button>
      <Button>取消</Button>
      <Button variant="text">更多</Button>
      <Button variant="link">查看全部</Button>
      <Button size="small">小按钮</Button>
      <Button size="large" variant="primary">
        大按钮
      </Button>
      <Button iconOnly aria-label="搜索">
        <SearchOutlined aria-hidden />
      </Button>
      <LinkButton href="#/login">登录</LinkButton>
    </div>
  ),
};

/** Disabled: the native attribute — not focusable, a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true, variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '搜索' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Phones: every button is at least 44 × 44 px (a small one too). */
export const Phone: Story = {
  globals: mobileGlobals,
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8 }}>
      <Button variant="primary">发布</Button>
      <Button size="small">复制</Button>
      <Button variant="link" size="small">
        热词
      </Button>
      <Button iconOnly aria-label="搜索">
        <SearchOutlined aria-hidden />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const b of canvas.getAllByRole('button')) {
      const box = b.getBoundingClientRect();
      await expect(Math.min(box.width, box.height), b.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
  },
};
