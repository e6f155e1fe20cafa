import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { MoviePosterGrid } from '../../src/components/MoviePosterGrid';
import { movieList } from './promoFixtures';

const meta = {
  title: 'Components/MoviePosterGrid',
  component: MoviePosterGrid,
  args: { list: movieList, onSelect: fn(), onRetry: fn(), showSiteLink: false },
  decorators: [(Story) => <div style={{ padding: 12 }}><Story /></div>],
} satisfies Meta<typeof MoviePosterGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Posters with rating badges; drawn posters where there is no cover; no 豆瓣 links. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('8.3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^流浪地球2 2023 评分 8\.3$/ })).toHaveAttribute('title', '搜索《流浪地球2》的网盘资源');
    await expect(canvas.queryByRole('link', { name: /在豆瓣查看/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^繁花/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(movieList[3]);
    const frames = canvas.getAllByRole('button').map((b) => b.firstElementChild!.getBoundingClientRect());
    // fixed 2:3 posters whatever the cover
    for (const f of frames) await expect(Math.round((f.height / f.width) * 100)).toBe(150);
  },
};

/** showMovieSiteLink on: a 豆瓣 link under each card that has one. */
export const WithSiteLinks: Story = {
  args: { showSiteLink: true },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /在豆瓣查看/ });
    await expect(links).toHaveLength(movieList.filter((m) => m.site_url).length);
    await expect(links[0]).toHaveAttribute('href', 'https://movie.douban.com/subject/35267208/');
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = { args: { list: [], loading: true } };

export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这个榜单暂时是空的')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { list: [], error: '服务器繁忙，请稍后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('榜单加载失败：服务器繁忙，请稍后再试')).toBeVisible();
  },
};

export const ProviderNotice: Story = { args: { notice: '豆瓣服务响应超时，已为您显示站内热门' } };

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: three posters a row. */
export const Phone390: Story = {
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0].getBoundingClientRect().top).toBe(items[2].getBoundingClientRect().top);
    await expect(items[3].getBoundingClientRect().top).toBeGreaterThan(items[0].getBoundingClientRect().top);
  },
};
