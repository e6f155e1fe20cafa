import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MenuButton, type MenuButtonItem } from '../../src/components/MenuButton';

const ITEMS: MenuButtonItem[] = [
  { key: 'edit', label: '编辑帖子', href: '#/main/bbs/publish?id=1' },
  { key: 'copy', label: '复制链接', onSelect: () => undefined },
  { key: 'fav', label: '收藏', onSelect: () => undefined },
  { key: 'line', separator: true },
  { key: 'del', label: '删除', danger: true, onSelect: () => undefined },
];

/** A menu button in a box tall enough for its popup (the photograph is of this box). */
function Demo({ disabled = false, align = 'end' as 'start' | 'end', withHeader = false }) {
  const [chosen, setChosen] = useState('');
  const items = ITEMS.map((it) => ('onSelect' in it ? { ...it, onSelect: () => setChosen(String(it.label)) } : it));
  return (
    <div style={{ minHeight: 280, display: 'flex', flexDirection: 'column', alignItems: align === 'end' ? 'flex-end' : 'flex-start', gap: 8, padding: 8 }}>
      <MenuButton
        menuLabel="帖子操作"
        items={items}
        disabled={disabled}
        align={align}
        header={withHeader ? <div style={{ padding: '5px 12px', color: 'var(--uj-text-muted)' }}>余额 1,280 金币</div> : null}
      >
        更多操作 <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </MenuButton>
      <output aria-live="polite">{chosen ? `已选择：${chosen}` : '尚未选择'}</output>
    </div>
  );
}

const meta = { title: 'Primitives/MenuButton', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a text button with aria-haspopup="menu", aria-expanded="false". */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '更多操作' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A click opens it on the first item; ↓ ↑ wrap, Home End jump; Esc closes and gives the focus back. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '更多操作' });
    await userEvent.click(button);
    const menu = canvas.getByRole('menu', { name: '帖子操作' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await expect(item('编辑帖子')).toHaveFocus();
    await expect(item('编辑帖子')).toHaveAttribute('href', '#/main/bbs/publish?id=1');
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('删除')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('编辑帖子')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('删除')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('编辑帖子')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    // ↑ on the button opens the menu on its last item
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvas.getByRole('menu')).getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('已选择：删除')).toBeVisible();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Open, with a line above the items that is not an item (the user menu's balance on phones). */
export const OpenWithHeader: Story = {
  args: { withHeader: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await expect(canvas.getByRole('button', { name: '更多操作' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('余额 1,280 金币')).toBeVisible();
    await expect(within(canvas.getByRole('menu')).getAllByRole('menuitem')).toHaveLength(4);
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

/** A press outside closes it without choosing anything. */
export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByText('尚未选择'));
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByText('尚未选择')).toBeVisible();
  },
};

/** Disabled: it cannot be opened. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '更多操作' })).toBeDisabled();
  },
};

/** Phones, lined up with the button's start edge: the popup stays on screen. */
export const PhoneStart: Story = {
  args: { align: 'start' },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const box = canvas.getByRole('menu').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
