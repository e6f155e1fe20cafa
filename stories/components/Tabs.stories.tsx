import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Tabs } from '../../src/components/Tabs';

const ITEMS = [
  { key: '0', label: '全部分类' },
  { key: '1', label: '影视' },
  { key: '2', label: '音乐' },
  { key: '3', label: '电子书' },
  { key: '4', label: '软件' },
  { key: '5', label: '学习资料' },
  { key: '6', label: '动漫' },
  { key: '7', label: '游戏' },
];

function Demo({ initial = '0' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <Tabs label="资源分类" items={ITEMS} activeKey={value} onChange={setValue} />
      <p>当前：{ITEMS.find((it) => it.key === value)?.label}</p>
    </div>
  );
}

const meta = { title: 'Primitives/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click selects a tab; ← → Home End move the selection and the focus; one tab is in the tab order. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: '资源分类' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '音乐' }));
    await expect(canvas.getByRole('tab', { name: '音乐' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('当前：音乐')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '电子书' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '电子书' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '游戏' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '全部分类' })).toHaveFocus();
    await expect(canvas.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  },
};

/** A selection that is not among the tabs (categories still loading): the first tab takes the focus. */
export const NoneSelected: Story = {
  args: { initial: '99' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    await expect(canvas.getByRole('tab', { name: '全部分类' }).tabIndex).toBe(0);
  },
};

/** Phones: the row scrolls sideways, each tab is 44 px tall. */
export const Phone: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    for (const t of canvas.getAllByRole('tab')) await expect(t.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
