import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { FormField } from '../../src/components/FormField';
import { RadioGroup } from '../../src/components/RadioGroup';
import { TextArea, TextInput } from '../../src/components/TextInput';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { label: '押注金币（10–1000）', children: () => null },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled box: the visible label is a `<label for>` of the control. */
export const Playground: Story = {
  render: (args) => <FormField {...args}>{({ id }) => <TextInput id={id} defaultValue="100" style={{ width: 180 }} />}</FormField>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '押注金币（10–1000）' })).toHaveValue('100');
  },
};

/** An error: red border, aria-invalid, and the message names the control's description (aria-live). */
export const Error: Story = {
  args: { error: '押注须在 10–1000 金币之间' },
  render: (args) => (
    <FormField {...args}>
      {({ id, errorId }) => <TextInput id={id} invalid aria-describedby={errorId} defaultValue="5000" style={{ width: 180 }} />}
    </FormField>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '押注金币（10–1000）' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('押注须在 10–1000 金币之间');
  },
};

function Counted() {
  const [text, setText] = useState('');
  return (
    <FormField label="吹的牛（最多 50 字）" hint={`${Array.from(text).length} / 50`}>
      {({ id }) => <TextArea id={id} value={text} maxLength={50} onChange={(e) => setText(e.target.value)} placeholder="例如：我今天中午吃了火锅" />}
    </FormField>
  );
}

/** A hint at the end of the line under the control (a count). */
export const WithHint: Story = {
  render: () => <Counted />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '吹的牛（最多 50 字）' }), '火锅');
    await expect(canvas.getByText('2 / 50')).toBeVisible();
  },
};

function Group({ error }: { error?: string }) {
  const [v, setV] = useState<'' | 'rock' | 'scissors' | 'paper'>('');
  return (
    <FormField group label="你的出招（只有承诺哈希会公开，结算后揭晓）" error={v ? undefined : error}>
      {() => (
        <RadioGroup
          label="你的出招"
          value={v}
          onChange={setV}
          options={[
            { value: 'rock', label: '石头' },
            { value: 'scissors', label: '剪刀' },
            { value: 'paper', label: '布' },
          ]}
        />
      )}
    </FormField>
  );
}

/** A group of choices: a fieldset with a legend; its error is the fieldset's description. */
export const GroupError: Story = {
  render: () => <Group error="请选择出招" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '你的出招（只有承诺哈希会公开，结算后揭晓）' });
    await expect(group).toHaveAccessibleDescription('请选择出招');
    await userEvent.click(canvas.getByText('剪刀'));
    await expect(canvas.queryByText('请选择出招')).toBeNull();
  },
};

export const Disabled: Story = {
  render: (args) => <FormField {...args}>{({ id }) => <TextInput id={id} disabled defaultValue="100" style={{ width: 180 }} />}</FormField>,
  play: async ({ canvas }) => expect(canvas.getByRole('textbox')).toBeDisabled(),
};

export const Phone: Story = {
  globals: mobileGlobals,
  args: { error: '请输入押注' },
  render: (args) => (
    <FormField {...args}>
      {({ id, errorId }) => <TextInput id={id} invalid aria-describedby={errorId} />}
    </FormField>
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('textbox').getBoundingClientRect().height).toBeGreaterThanOrEqual(44),
};
