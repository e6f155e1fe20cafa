import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Switch } from '../../src/components/Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: '只看免费', checked: false, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button role="switch", named by its label; Space toggles it like a click. */
export const Playground: Story = {
  render: (args) => {
    const [on, setOn] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={on}
        onChange={(next) => {
          setOn(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: '只看免费' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
export const On: Story = { args: { checked: true } };
export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => expect(canvas.getByRole('switch')).toBeDisabled(),
};
export const Phone: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => expect(canvas.getByRole('switch').getBoundingClientRect().height).toBeGreaterThanOrEqual(44),
};
