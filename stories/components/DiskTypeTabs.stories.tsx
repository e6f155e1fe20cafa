import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DiskTypeTabs } from '../../src/components/DiskTypeTabs';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/DiskTypeTabs',
  component: DiskTypeTabs,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof DiskTypeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Clicking a tab selects it and reports its disk type (skey). */
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <DiskTypeTabs
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '夸克网盘' }));
    await expect(args.onChange).toHaveBeenCalledWith('quark');
    await expect(canvas.getByRole('tab', { name: '夸克网盘' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Selected: Story = { args: { value: 'aliyun' } };
export const FewTypes: Story = { args: { types: ['baidu', 'quark'] } };
export const Mobile: Story = { globals: mobileGlobals };

/** Match counts of the current query on every tab (issue 15). */
export const WithCounts: Story = {
  args: { value: 'baidu', counts: { all: 224, baidu: 128, quark: 96 } },
};
/** More matches than counted: 1000+. */
export const CappedCounts: Story = { args: { counts: { all: 1000, baidu: 640, aliyun: 360 }, capped: true } };
/** A narrow strip: the clipped edge shows a fade and an arrow (issue 16: 其他 was cut off with no cue). */
export const ScrollCue: Story = {
  args: { counts: { all: 224, baidu: 128, quark: 96 } },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '向右查看更多网盘类型' })).toBeVisible();
  },
};
export const MobileWithCounts: Story = { args: { counts: { all: 12, baidu: 8, quark: 4 } }, globals: mobileGlobals };
/** Estimated counts (ADR 0036): scaled from the newest matches, shown as 约N (two figures, 万). */
export const EstimatedCounts: Story = {
  args: { counts: { all: 42_345, baidu: 20_110, quark: 15_870, aliyun: 6_365 }, capped: true, estimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /全部/ })).toHaveTextContent('约4.2万');
    await expect(canvas.getByRole('tab', { name: /阿里云盘/ })).toHaveTextContent('约6400');
  },
};
export const MobileEstimatedCounts: Story = {
  args: { counts: { all: 3_456, baidu: 2_100, quark: 1_356 }, capped: true, estimated: true },
  globals: mobileGlobals,
};
