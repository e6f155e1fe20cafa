import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { LedgerTable } from '../../src/components/LedgerTable';
import { ledgerPage, ledgerRows, longText } from './accountFixtures';
import { listStates } from './listStates';

const meta = {
  title: 'Components/LedgerTable',
  component: LedgerTable,
  args: { rows: ledgerRows, total: 4, page: 1, size: 10, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof LedgerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Credits and debits with the balance after each; kinds in Chinese. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-300')).toBeVisible();
    await expect(canvas.getByText('+5')).toBeVisible();
    await expect(canvas.getByText('兑换 VIP')).toBeVisible();
    await expect(canvas.getByText('共 4 条')).toBeVisible();
  },
};

export const Paginated: Story = { args: { total: 57, page: 3 } };

const states = listStates({ rows: [], total: 0 }, { error: '服务器繁忙，请稍后再试', errorTitle: '金币明细加载失败' });

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell). */
export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** The server's reason under 金币明细加载失败; 重试 asks again; no pager. */
export const Error: Story = states.Error;

/** A full page (page 3 of 6): every kind in Chinese, the pager moves on with the page size. */
export const LongListPaged: Story = {
  args: { rows: ledgerPage, total: 57, page: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getAllByText('石头剪刀布赢得')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4, 10);
  },
};

export const LongChineseText: Story = { args: { rows: [{ ...ledgerRows[0], note: longText, kind: 'admin_adjust' }, ...ledgerRows.slice(1)] } };

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: one card per row (变动 and 余额 in view), no table, nothing off-screen sideways. */
export const LongListPhone390: Story = {
  args: { rows: ledgerPage, total: 57, page: 3 },
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="金币明细"]'))).toHaveLength(10);
    await expect(canvas.getByText('余额 1,000')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = states.Empty390;
export const Error390: Story = states.Error390;
