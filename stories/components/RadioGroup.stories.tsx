import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { RadioGroup } from '../../src/components/RadioGroup';

const OPTIONS = [
  { value: 'relevance', label: '相关度' },
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
  { value: 'old', label: '最早', disabled: true },
] as const;

function Demo({ initial = 'relevance' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RadioGroup label="排序" options={OPTIONS} value={value} onChange={setValue} />;
}

const meta = { title: 'Primitives/RadioGroup', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Native radios in a radiogroup: a click or the arrow keys move the choice; disabled ones are skipped. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '最新' }));
    await expect(canvas.getByRole('radio', { name: '最新' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '最热' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '最早' })).toBeDisabled();
  },
};
export const Phone: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    for (const r of canvas.getAllByRole('radio')) await expect(r.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
