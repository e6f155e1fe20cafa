import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ArticleForm } from '../../src/components/ArticleForm';
import { categories, longTitle, markdownSample } from './forumFixtures';

const meta = {
  title: 'Components/ArticleForm',
  component: ArticleForm,
  args: { categories, onSubmit: fn() },
} satisfies Meta<typeof ArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Empty fields are refused before anything is sent. */
export const Validation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /发\s*布/ }));
    await expect(await canvas.findByText('请输入标题')).toBeVisible();
    await expect(canvas.getByText('请选择分类')).toBeVisible();
    await expect(canvas.getByText('请输入正文')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    editing: true,
    initial: { title: '刘慈欣《三体》全三册', cate_id: 1, content: markdownSample, source_link: 'https://pan.baidu.com/s/1AbCdEfGhIjK 提取码：ab12' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: '编辑文章' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /保存修改/ }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: '刘慈欣《三体》全三册',
        cate_id: 1,
        content: markdownSample,
        source_link: 'https://pan.baidu.com/s/1AbCdEfGhIjK 提取码：ab12',
        reveal_mode: 'like',
      }),
    );
  },
};

export const Submitting: Story = { args: { submitting: true, initial: { title: '刘慈欣《三体》全三册', cate_id: 1, content: markdownSample } } };
export const ServerError: Story = {
  args: { result: { type: 'error', msg: '发帖过于频繁：每 10 分钟最多发布 5 篇文章，请稍后再试' } },
};
export const Loading: Story = { args: { categories: [] } };
export const LongChineseText: Story = { args: { initial: { title: longTitle.slice(0, 100), cate_id: 2, content: longTitle.repeat(5) } } };
export const Mobile: Story = { globals: mobileGlobals };
