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
