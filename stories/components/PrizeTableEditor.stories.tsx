import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DEFAULT_EGG_PRIZES } from '../../contract/egg-prizes';
import { PrizeTableEditor, type PrizeTableEditorProps } from '../../src/components/PrizeTableEditor';
import { mobileGlobals } from '../../.storybook/viewports';

const DEFAULT_TEXT = JSON.stringify(DEFAULT_EGG_PRIZES);

/** Keeps the JSON text in state, as the config form does, and shows it. */
function Stateful(props: PrizeTableEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 960 }}>
      <PrizeTableEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/PrizeTableEditor',
  component: PrizeTableEditor,
  args: { value: DEFAULT_TEXT, onChange: fn(), price: 10, vipDayValue: 10, disabled: false },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PrizeTableEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default table: seven prizes, chances from the weights, expected return 96 %. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(DEFAULT_EGG_PRIZES.length);
    await expect(canvas.getByTestId('egg-rtp')).toHaveTextContent('砸金蛋期望返还率：96%');
    await expect(canvas.getAllByTestId('prize-chance')[0]).toHaveTextContent('48.50%');
  },
};

/** Raising a weight moves every chance and the expected return, and writes the setting's JSON. */
export const EditWeight: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const weight = canvas.getByRole('spinbutton', { name: '第 6 项权重' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '500');
    await expect(canvas.getByTestId('egg-rtp')).toHaveTextContent('超过 100%，保存时需要确认');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string;
    await expect(JSON.parse(last)[5]).toMatchObject({ id: 'c200', weight: 500 });
  },
};

/** A new prize gets a fresh key; an empty name is refused with the server's words. */
export const AddPrize: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /添加奖品/ }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(DEFAULT_EGG_PRIZES.length + 1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('第 8 项：名称应为 1–20 个字符');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 8 项名称' }), '100 金币');
    await expect(canvas.queryByRole('alert')).toBeNull();
    const last = JSON.parse((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as string) as { id: string }[];
    await expect(new Set(last.map((p) => p.id)).size).toBe(last.length);
  },
};

/** Stock without a 谢谢参与 row would be refused on save: the reason is on the page. */
export const StockNeedsNothingPrize: Story = {
  args: { value: JSON.stringify([{ id: 'c5', name: '5 金币', kind: 'coin', amount: 5, weight: 1, stock: 10 }]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('有库存限制的奖品表必须包含一项“谢谢参与”');
    await expect(canvas.getByRole('button', { name: '删除第 1 项' })).toBeDisabled();
  },
};

/** An emptied weight is named, not read as 0. */
export const EmptyWeight: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: '第 2 项权重' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('第 2 项：请填写权重');
  },
};

/** At 390 px each prize is a card of labelled cells. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0];
    await expect(within(first).getByText('中奖概率')).toBeVisible();
  },
};
