import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ReplyEditor } from '../../src/components/ReplyEditor';
import { EditorToolsContext } from '../../src/components/MarkdownEditor';
import { PICTURE_URL, storyEditorTools } from './mediaFixtures';
import { replies } from './replyFixtures';

const meta = {
  title: 'Components/ReplyEditor',
  component: ReplyEditor,
  args: { loggedIn: true, onSubmit: fn(), onCancelQuote: fn(), onCancelEdit: fn() },
} satisfies Meta<typeof ReplyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty text is refused in the browser; a reply is submitted as typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(canvas.getByText('回复内容不能为空')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('回复内容（Markdown）'), '谢谢楼主 @demo');
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('谢谢楼主 @demo');
  },
};

/** Quoting a floor: the quote shows above the box and can be cancelled. */
export const Quoting: Story = {
  args: { quote: replies[0] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('blockquote', { name: '引用 沙发' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消引用' }));
    await expect(args.onCancelQuote).toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: { editing: replies[3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('回复内容（Markdown）')).toHaveValue('我自己的回复，可以编辑和删除。');
    await expect(canvas.getByRole('button', { name: '保存修改' })).toBeVisible();
  },
};

/** 回复可见: the reader is told that replying shows the source link. */
export const RevealHint: Story = { args: { revealHint: true } };
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { error: '回复过于频繁：每 10 分钟最多回复 10 次，请稍后再试' } };
export const LoggedOut: Story = { args: { loggedIn: false, revealHint: true } };
export const Mobile: Story = { args: { quote: replies[0] }, globals: mobileGlobals };

/** With the app's tools (issue 33): the toolbar's 插入图片 uploads and the picture lands in the reply. */
export const WithPicture: Story = {
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  play: async ({ canvas, args }) => {
    const input = canvas.getByTestId('markdown-image-input') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    const box = canvas.getByLabelText('回复内容（Markdown）');
    await waitFor(() => expect(box).toHaveValue(`![图片](${PICTURE_URL})\n`));
    await userEvent.click(canvas.getByRole('button', { name: '发表回复' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(`![图片](${PICTURE_URL})\n`);
  },
};

export const WithPictureMobile: Story = {
  decorators: [(S) => <EditorToolsContext.Provider value={storyEditorTools}><S /></EditorToolsContext.Provider>],
  globals: mobileGlobals,
};
