import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { LedgerTable } from '../../src/components/LedgerTable';
import { ledgerRows, longText } from './accountFixtures';

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

export const Loading: Story = { args: { rows: [], total: 0, loading: true } };

export const Empty: Story = { args: { rows: [], total: 0 } };

export const Error: Story = { args: { rows: [], total: 0, error: '服务器繁忙，请稍后再试' } };

export const LongChineseText: Story = { args: { rows: [{ ...ledgerRows[0], note: longText, kind: 'admin_adjust' }, ...ledgerRows.slice(1)] } };

export const Mobile: Story = { globals: mobileGlobals };
