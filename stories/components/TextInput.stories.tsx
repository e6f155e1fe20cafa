import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { TextArea, TextInput } from '../../src/components/TextInput';

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

/** TextArea: the same box over several lines (吹牛's claim), resizable vertically; error like TextInput. */
export const MultiLine: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextArea aria-label="吹的牛" rows={2} placeholder="例如：我今天中午吃了火锅" />
      <TextArea aria-label="吹的牛（错误）" rows={2} invalid defaultValue="" />
      <TextArea aria-label="吹的牛（禁用）" rows={2} disabled defaultValue="我今天中午吃了火锅" />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '吹的牛' });
    await userEvent.type(box, '我会飞{Enter}真的');
    await expect(box).toHaveValue('我会飞\n真的');
    await expect(canvas.getByRole('textbox', { name: '吹的牛（错误）' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '吹的牛（禁用）' })).toBeDisabled();
  },
};
