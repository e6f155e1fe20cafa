import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CopyLinkButton, linkText } from '../../src/components/CopyLinkButton';

const meta = {
  title: 'Components/CopyLinkButton',
  component: CopyLinkButton,
  args: { url: 'https://pan.baidu.com/s/1AbCdEfGh', pwd: 'ab12' },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a code: copies 链接 + 提取码 in one line. */
export const WithCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /复制链接和提取码/ })).toBeEnabled();
    await expect(linkText('https://pan.baidu.com/s/1AbCdEfGh', 'ab12')).toBe('链接：https://pan.baidu.com/s/1AbCdEfGh 提取码：ab12');
  },
};

export const WithoutCode: Story = {
  args: { pwd: '' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: /复制链接/ })).toBeVisible(),
};

export const Middle: Story = { args: { size: 'middle' } };
