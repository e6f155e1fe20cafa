import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MarkdownEditor, type MarkdownEditorProps } from '../../src/components/MarkdownEditor';
import { markdownSample } from './forumFixtures';

function Controlled(props: Omit<MarkdownEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <MarkdownEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/MarkdownEditor',
  component: MarkdownEditor,
  args: { value: markdownSample, onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing updates the live preview. */
export const LivePreview: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('在左侧输入正文，这里实时预览')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('正文（Markdown）'), '## 新标题');
    await expect(canvas.getByRole('heading', { name: '新标题' })).toBeVisible();
  },
};

export const Empty: Story = { args: { value: '' } };
export const Invalid: Story = { args: { value: '', status: 'error' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongChineseText: Story = {
  args: { value: '中华人民共和国国家标准汉字编码字符集全套资料合集包含历年修订版本配套字体文件与高清扫描件长期有效不定期更新'.repeat(4) },
};
export const Mobile: Story = { globals: mobileGlobals };
