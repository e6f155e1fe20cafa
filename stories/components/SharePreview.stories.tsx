import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { canShare, SharePreview, type SharePreviewRow } from '../../src/components/SharePreview';
import { mobileGlobals } from '../../.storybook/viewports';
import { longTitle, previewItems } from './resourceFixtures';

const rows: SharePreviewRow[] = previewItems.map((p) => ({ ...p, selected: canShare(p) }));

const meta = {
  title: 'Components/SharePreview',
  component: SharePreview,
  args: { rows, onTitleChange: fn(), onToggle: fn() },
} satisfies Meta<typeof SharePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Titles are editable; a link already on the site cannot be chosen. */
export const Editing: Story = {
  render: (args) => {
    const [state, setState] = useState(args.rows);
    return (
      <SharePreview
        rows={state}
        onTitleChange={(i, title) => {
          setState((rs) => rs.map((r, j) => (j === i ? { ...r, title } : r)));
          args.onTitleChange(i, title);
        }}
        onToggle={(i, selected) => {
          setState((rs) => rs.map((r, j) => (j === i ? { ...r, selected } : r)));
          args.onToggle(i, selected);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByLabelText('第 2 个链接的标题');
    await userEvent.clear(box);
    await userEvent.type(box, '流浪地球');
    await expect(box).toHaveValue('流浪地球');
    await userEvent.click(canvas.getByLabelText('提交第 1 个链接'));
    await expect(args.onToggle).toHaveBeenCalledWith(0, false);
    await expect(canvas.getByLabelText('提交第 3 个链接')).toBeDisabled();
    await expect(canvas.getByText('该链接已存在')).toBeVisible();
  },
};

export const Empty: Story = { args: { rows: [] }, play: async ({ canvas }) => expect(canvas.getByText('没有识别到网盘链接')).toBeVisible() };
export const LongChineseText: Story = { args: { rows: [{ ...rows[0], title: longTitle }] } };
export const Mobile: Story = { globals: mobileGlobals };
