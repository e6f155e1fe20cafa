import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { ProfileUpdateBody } from '../../src/api/account';
import ProfileUpdate from '../../src/pages/ProfileUpdate/ProfileUpdate';
import { apiHandlers, fail, member, memberState, ok, visitorState, withAppPage } from './support';

/** PUT /auth/v1/user/info: the current password 'ujuso-2026' is needed for email or password. */
const updateHandler = http.put('/auth/v1/user/info', async ({ request }) => {
  const body = (await request.json()) as ProfileUpdateBody;
  if ((body.email || body.password) && body.old_password !== 'ujuso-2026') return fail('当前密码不正确', 400);
  return ok({ ...info, ...(body.email ? { email: body.email } : {}), ...(body.avatar !== undefined ? { avatar: body.avatar } : {}) }, '资料已更新');
});

/** The member's stored info and the server's copy agree (a differing copy would re-mount the form mid-play). */
const info = { ...member, avatar: '3' };

/** /profile/update: avatar, email and password, saved by the profile-update saga. */
const meta = {
  title: 'Pages/ProfileUpdate',
  component: ProfileUpdate,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/profile/update', state: memberState(info) },
    msw: { handlers: [...apiHandlers(undefined, info), updateHandler] },
  },
} satisfies Meta<typeof ProfileUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '修改资料' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText('邮箱')).toHaveValue('hunter@ujuso.com');
  },
};

/** A new avatar is saved: the success message shows and the form keeps the new choice. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '默认头像' }, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(canvas.getAllByText('资料已更新').length).toBeGreaterThan(0), { timeout: 8000 });
    await expect(canvas.getByRole('radio', { name: '默认头像' })).toBeChecked();
  },
};

/** A new email with the wrong current password: the server's msg under the form. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('邮箱', {}, { timeout: 8000 });
    await userEvent.clear(email);
    await userEvent.type(email, 'new-hunter@ujuso.com');
    await userEvent.type(await canvas.findByLabelText('当前密码'), 'not-my-pass');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    // the form's alert; the same msg may also be up as a toast (role alert too) at the same moment
    const formAlert = () => canvas.getAllByRole('alert').find((el) => !el.closest('.Toastify'));
    await waitFor(() => expect(formAlert()).toHaveTextContent('当前密码不正确'), { timeout: 8000 });
  },
};

/** A visitor: the /profile guard sends them to the login page. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/profile/update', state: visitorState() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '修改资料' }, { timeout: 8000 })).toBeVisible();
  },
};

/** 隐私 (issue 33): the switch saves at once through PUT /auth/v1/favourite/visibility and shows what the server kept. */
export const PublishFavourites: Story = {
  parameters: {
    msw: {
      handlers: [
        ...apiHandlers(undefined, info),
        updateHandler,
        http.put('/auth/v1/favourite/visibility', async ({ request }) => {
          const body = (await request.json()) as { public: boolean };
          return ok({ public: body.public }, body.public ? '收藏已公开' : '收藏已设为仅自己可见');
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const sw = await canvas.findByRole('switch', { name: '在会员主页公开我的收藏' }, { timeout: 8000 });
    await expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toBeChecked(), { timeout: 8000 });
    await expect(canvas.getByText(/已公开：/)).toBeVisible();
  },
};
