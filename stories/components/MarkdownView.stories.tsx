import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MarkdownView } from '../../src/components/MarkdownView';
import { markdownSample } from './forumFixtures';
import { PICTURE_URL } from './mediaFixtures';

const meta = {
  title: 'Components/MarkdownView',
  component: MarkdownView,
  args: { source: markdownSample },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '资源说明' })).toBeVisible();
    const link = canvas.getByRole('link', { name: '官网' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Raw HTML is shown as text; javascript: links lose their href. */
export const UnsafeInput: Story = {
  args: { source: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[点我](javascript:alert(1))' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const Empty: Story = {
  args: { source: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    source:
      '中华人民共和国国家标准汉字编码字符集全套资料合集包含历年修订版本配套字体文件与高清扫描件长期有效不定期更新如有失效请在评论区留言我们会尽快补档感谢大家的支持与理解'.repeat(3),
  },
};

export const Mobile: Story = { globals: mobileGlobals };

/**
 * Pictures (issue 33): our own picture is an <img> sized by its name (the box is reserved before
 * it loads); a picture from elsewhere is a link, never loaded.
 */
export const WithPictures: Story = {
  args: { source: `截图如下：\n\n![夕阳](${PICTURE_URL})\n\n外站图片不会加载：![外链](https://example.com/a.png)` },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '夕阳' });
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: '图片：外链' })).toHaveAttribute('href', 'https://example.com/a.png');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const WithPicturesMobile: Story = { ...WithPictures, globals: mobileGlobals };
