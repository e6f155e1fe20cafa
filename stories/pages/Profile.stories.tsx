import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import ProfileIndex from '../../src/pages/Profile/ProfileIndex';
import { apiHandlers, member, memberState, notice, settingRows, withAppPage } from './support';

/** /profile inside the /main shell (header, notice, footer), read from the user slice. */
const meta = {
  title: 'Pages/Profile',
  component: ProfileIndex,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile', state: memberState() },
    msw: { handlers: apiHandlers() },
  },
} satisfies Meta<typeof ProfileIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VipMember: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('个人中心')).toBeVisible(), { timeout: 8000 });
    // settings arrive from /v1/web_setting/more: the notice and the footer's friend links
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '阿里云盘' })).toBeVisible();
    await expect(canvas.getAllByText('网盘猎人').length).toBeGreaterThan(0);
    await expect(canvas.getByText('6 天')).toBeVisible();
  },
};

/** With the movie and taoke links switched on, and the mobile notice flag on (desktop: not shown). */
export const WithSiteLinks: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers(settingRows({ show_movie_site_link: 'true', show_taoke_page: 'true', show_mobile_site_notice: 'true' }), member),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: '影视' })).toHaveAttribute('href', '#/main/movie'), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(notice)).toBeVisible());
    await expect(canvas.getByRole('link', { name: '优惠券' })).toHaveAttribute('href', '#/main/taoke');
  },
};
