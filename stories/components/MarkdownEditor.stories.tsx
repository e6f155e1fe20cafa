import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { EditorToolsContext, MarkdownEditor, type MarkdownEditorProps } from '../../src/components/MarkdownEditor';
import { PICTURE_URL, refusingEditorTools, storyEditorTools } from './mediaFixtures';
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

/** With the app's tools (issue 33): the 插入图片 button, paste and drop upload; @ suggests names. */
export const WithPictureTools: Story = {
  args: { value: `今天的截图：\n\n![图片](${PICTURE_URL})\n\n@网盘猎人 你看看` },
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '插入图片' })).toBeVisible();
    const img = canvas.getByRole('img', { name: '图片' });
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '400');
  },
};

/** The toolbar wraps the selection: 加粗 then 列表. */
export const ToolbarFormatting: Story = {
  args: { value: '' },
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('正文（Markdown）');
    await userEvent.click(canvas.getByRole('button', { name: '加粗' }));
    await expect(box).toHaveValue('**加粗文字**');
    // 列表 prefixes the whole line (whether or not the bold text is still selected): never splits it
    await userEvent.click(canvas.getByRole('button', { name: '列表' }));
    await waitFor(() => expect(box).toHaveValue('- **加粗文字**'));
    await expect(canvas.getByRole('list')).toBeVisible();
    // 引用 on a list line prefixes that line too
    await userEvent.click(canvas.getByRole('button', { name: '引用' }));
    await waitFor(() => expect(box).toHaveValue('> - **加粗文字**'));
  },
};

/** Pasting a picture uploads it and puts ![图片](/media/…) where the caret was. */
export const PasteUploads: Story = {
  args: { value: '' },
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('正文（Markdown）');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    const dt = new DataTransfer();
    dt.items.add(file);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    await waitFor(() => expect(box).toHaveValue(`![图片](${PICTURE_URL})\n`));
    await expect(canvas.getByRole('img', { name: '图片' })).toBeVisible();
  },
};

/** Typing @网盘 lists the members; Enter takes the first. */
export const MentionAutocomplete: Story = {
  args: { value: '' },
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('正文（Markdown）');
    await userEvent.type(box, '你好 @网盘');
    const list = await canvas.findByRole('listbox', { name: '提醒的用户' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

/** A refused upload says why and leaves the text as it was. */
export const UploadRefused: Story = {
  args: { value: '正文' },
  decorators: [(S) => <EditorToolsContext.Provider value={refusingEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('正文（Markdown）');
    const file = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    const dt = new DataTransfer();
    dt.items.add(file);
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('图片上传失败：今天上传的图片已达上限（30 张），请明天再试');
    await expect(box).toHaveValue('正文');
  },
};

export const WithPictureToolsMobile: Story = {
  ...WithPictureTools,
  globals: mobileGlobals,
  play: undefined,
};
