import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AdminFriendLinksEditor, friendLinksToJson, type AdminFriendLinksEditorProps } from '../../src/components/AdminFriendLinksEditor';

const rows = [
  { name: '阿里云盘', url: 'https://www.alipan.com/' },
  { name: '百度网盘', url: 'https://pan.baidu.com/' },
];

/** Keeps the rows in state so the editor is interactive in the story. */
function Stateful(props: AdminFriendLinksEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 560 }}>
      <AdminFriendLinksEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <output aria-label="JSON" style={{ display: 'block', marginTop: 8, fontFamily: 'monospace' }}>
        {friendLinksToJson(value)}
      </output>
    </div>
  );
}

const meta = {
  title: 'Components/AdminFriendLinksEditor',
  component: AdminFriendLinksEditor,
  args: { value: rows, onChange: fn(), disabled: false },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AdminFriendLinksEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Adding a row and filling it writes valid JSON. */
export const AddRow: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /添加一行/ }));
    await expect(canvas.getByText('请填写链接名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '第 3 行名称' }), '夸克网盘');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 3 行地址' }), 'https://pan.quark.cn/');
    await expect(canvas.queryByText('请填写链接名称')).toBeNull();
    const json = JSON.parse(canvas.getByLabelText('JSON').textContent ?? '[]') as unknown[];
    await expect(json).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A bad address shows its field message. */
export const InvalidUrl: Story = {
  args: { value: [{ name: '坏链接', url: 'ftp://example.com' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('链接地址须以 http:// 或 https:// 开头')).toBeVisible();
  },
};

/** No rows yet. */
export const Empty: Story = { args: { value: [] } };
