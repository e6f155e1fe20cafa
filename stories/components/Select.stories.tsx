import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Select } from '../../src/components/Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    'aria-label': '时间范围',
    value: 'all',
    onChange: fn(),
    options: [
      { value: 'all', label: '时间不限' },
      { value: 'week', label: '最近一周' },
      { value: 'year', label: '最近一年', disabled: true },
    ],
    wrapClassName: undefined,
  },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select: the phone's own picker; the change reports the option's value. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '时间范围' }), '最近一周');
    await expect(args.onChange).toHaveBeenCalledWith('week');
    await expect(canvas.getByRole('option', { name: '最近一年' })).toBeDisabled();
  },
};
export const Disabled: Story = { args: { disabled: true }, play: async ({ canvas }) => expect(canvas.getByRole('combobox')).toBeDisabled() };
export const Error: Story = { args: { invalid: true }, play: async ({ canvas }) => expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true') };
export const Phone: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => expect(canvas.getByRole('combobox').getBoundingClientRect().height).toBeGreaterThanOrEqual(44),
};
