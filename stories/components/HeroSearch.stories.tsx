import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HeroSearch } from '../../src/components/HeroSearch';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/HeroSearch',
  component: HeroSearch,
  args: { onSearch: fn(), loading: false, size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: ['large', 'middle'] } },
} satisfies Meta<typeof HeroSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing and pressing Enter searches the trimmed keyword. */
export const EnterSubmitsTrimmed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '搜索关键词' });
    await userEvent.type(input, '  三体 全集  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('三体 全集');
  },
};

/** The 搜索 button submits too. */
export const ButtonSubmits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索关键词' }), '庆余年');
    await userEvent.click(canvas.getByRole('button', { name: /搜\s*索/ }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('庆余年');
  },
};

/** Empty or blank input never searches. */
export const BlankIgnored: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '搜索关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input, '    {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /搜\s*索/ }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveValue('    ');
  },
};

/** Hot keywords under the box search with one click. */
export const WithHotKeywords: Story = {
  args: { hotKeywords: ['庆余年', '三体', '流浪地球2', '黑神话：悟空', '考研英语'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '流浪地球2' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('流浪地球2');
  },
};

export const Loading: Story = {
  args: { loading: true, defaultValue: '三体' },
};

export const LongChineseText: Story = {
  args: {
    defaultValue: '中华人民共和国国家标准汉字编码字符集全套资料合集高清无水印版本二零二五年最新整理',
    hotKeywords: ['一部非常非常长的电视剧名称用来测试换行效果', '另一部同样很长的纪录片名称合集', '短名'],
  },
};

export const MiddleSize: Story = {
  args: { size: 'middle', placeholder: '搜索资源' },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { hotKeywords: ['庆余年', '三体', '流浪地球2'] },
};
