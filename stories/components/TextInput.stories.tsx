import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { TextInput } from '../../src/components/TextInput';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  args: { 'aria-label': '搜索关键词', placeholder: '搜索网盘资源' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '搜索关键词' });
    await userEvent.type(input, '流浪地球');
    await expect(input).toHaveValue('流浪地球');
  },
};
export const Large: Story = { args: { size: 'large', defaultValue: '三体' } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '不可编辑' },
  play: async ({ canvas }) => expect(canvas.getByRole('textbox')).toBeDisabled(),
};
/** Error: a red border and aria-invalid, the message named by aria-describedby. */
export const Error: Story = {
  render: (args) => (
    <div>
      <TextInput {...args} invalid aria-describedby="kw-error" defaultValue="a" />
      <p id="kw-error" style={{ color: 'var(--uj-error-text, #a8071a)', margin: '4px 0 0' }}>
        关键词至少 2 个字
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '搜索关键词' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('关键词至少 2 个字');
  },
};
export const Phone: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => expect(canvas.getByRole('textbox').getBoundingClientRect().height).toBeGreaterThanOrEqual(44),
};
