import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phone390Globals } from '../../.storybook/viewports';
import { Button } from '../../src/components/Button';
import { ListShell, type ListShellProps } from '../../src/components/ListShell';

interface Row {
  id: number;
  time: string;
  kind: string;
  delta: number;
  note: string;
}
const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  time: `2026-11-2${i} 10:0${i}`,
  kind: i % 2 ? '签到奖励' : '打赏支出',
  delta: i % 2 ? 5 : -10,
  note: i % 2 ? '连续签到第 3 天' : '打赏《三体》全集',
}));

/** A list drawn by the shell: a table from 768 px up, one card per row on phones. */
function Demo(props: Partial<ListShellProps<Row>>) {
  return (
    <ListShell<Row>
      title="金币明细"
      items={rows}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', title: '时间', width: 150, render: (r) => r.time },
        { key: 'kind', title: '类型', width: 110, render: (r) => r.kind },
        { key: 'delta', title: '变动', width: 100, align: 'right', render: (r) => (r.delta > 0 ? `+${r.delta}` : r.delta) },
        { key: 'note', title: '说明', render: (r) => r.note },
      ]}
      renderItem={(r) => (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <span>
            {r.kind} · {r.note}
          </span>
          <strong>{r.delta > 0 ? `+${r.delta}` : r.delta}</strong>
        </div>
      )}
      total={42}
      page={2}
      size={10}
      onPageChange={fn()}
      {...props}
    />
  );
}

const meta = { title: 'Components/ListShell', component: Demo, args: {} } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows as a table with a header row, and the pager (共 42 条); desktop = the runner's 1280 px. */
export const RowsDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '金币明细' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 42 条');
  },
};
/** Phones: one card per row, no table. */
export const Rows390: Story = {
  globals: phone390Globals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  },
};
/** Loading: skeleton rows, aria-busy and a status for screen readers. */
export const LoadingDesktop: Story = {
  args: { items: [], loading: true, total: 0 },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('加载中'),
};
export const Loading390: Story = { args: { items: [], loading: true, total: 0 }, globals: phone390Globals };
/** Empty: the empty state with the list's own words. */
export const EmptyDesktop: Story = {
  args: { items: [], total: 0, emptyText: '还没有金币记录' },
  play: async ({ canvas }) => expect(canvas.getByText('还没有金币记录')).toBeVisible(),
};
export const Empty390: Story = { args: { items: [], total: 0, emptyText: '还没有金币记录' }, globals: phone390Globals };
/** Error: the reason, and 重试 calls onRetry; no pager. */
export const ErrorDesktop: Story = {
  args: { items: [], total: 0, error: '网络连接失败，请检查网络后重试', errorTitle: '金币明细加载失败', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('金币明细加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};
export const Error390: Story = {
  args: { items: [], total: 0, error: '网络连接失败，请检查网络后重试', errorTitle: '金币明细加载失败', onRetry: fn() },
  globals: phone390Globals,
};
/** Without columns the cards are shown at every width (the forum's article list). */
export const CardsOnlyDesktop: Story = { args: { columns: undefined } };
/** One page only: no pager, unless `showTotal` asks for 共 N 条 (金币明细, 我的订单 — antd Table's look). */
export const OnePageShowTotal: Story = {
  args: { total: 5, page: 1, showTotal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 5 条');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};
/** A page of its own (level 1, 20 px), something beside the heading, and a toolbar above the list (我的消息). */
export const HeadingAsideToolbar: Story = {
  args: {
    level: 1,
    title: '我的消息',
    titleAside: <span>未读 2 条</span>,
    toolbar: <Button onClick={fn()}>全部标为已读</Button>,
    columns: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的消息' })).toBeVisible();
    await expect(canvas.getByText('未读 2 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeVisible();
  },
};
export const HeadingAsideToolbar390: Story = { ...HeadingAsideToolbar, globals: phone390Globals };
