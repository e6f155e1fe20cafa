import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Pager } from '../../src/components/Pager';

function Demo({ total = 200, initial = 1 }: { total?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pager page={page} size={10} total={total} onChange={setPage} />;
}

const meta = { title: 'Primitives/Pager', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 共 N 条 and the page buttons in a nav landmark; the current page carries aria-current. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toHaveTextContent('共 200 条');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '第 5 页' }));
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
  },
};
export const Middle: Story = { args: { initial: 10 } };
export const Few: Story = { args: { total: 30, initial: 3 } };
/** Phones: at most five numbers, each a 44 px target, fitting 390 px. */
export const Phone: Story = {
  args: { initial: 10 },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.length).toBeLessThanOrEqual(7);
    for (const b of buttons) await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('navigation').scrollWidth).toBeLessThanOrEqual(390);
  },
};
