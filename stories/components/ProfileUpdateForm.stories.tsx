import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ProfileUpdateForm } from '../../src/components/ProfileUpdateForm';
import { longText } from './accountFixtures';
import { AVATAR_URL } from './mediaFixtures';

const meta = {
  title: 'Components/ProfileUpdateForm',
  component: ProfileUpdateForm,
  args: { username: '网盘猎人', email: 'hunter@ujuso.com', avatar: '1', onSubmit: fn() },
} satisfies Meta<typeof ProfileUpdateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing changed: nothing is sent. A new avatar is sent alone. */
export const AvatarOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(canvas.getByText('没有需要保存的修改')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByLabelText('头像：繁花'));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ avatar: '7' }));
  },
};

/** A new password needs the confirmation and the current password. */
export const ChangePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('新密码'), 'New-secret-1');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'New-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(canvas.getByText('修改邮箱或密码需要输入当前密码')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('当前密码'), 'Old-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'New-secret-1', old_password: 'Old-secret-1' }));
  },
};

export const Saved: Story = { args: { result: { type: 'success', msg: '已保存' } } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { result: { type: 'error', msg: '原密码不正确' } } };

export const LongChineseText: Story = { args: { username: '一个名字非常非常长的网盘资源爱好者', avatar: '', result: { type: 'error', msg: longText } } };

export const Mobile: Story = { globals: mobileGlobals };

/** An uploaded avatar (issue 33): it is the chosen one; 上传头像 picks a new picture. */
export const UploadedAvatar: Story = {
  args: { avatar: AVATAR_URL, onUploadAvatar: fn(), avatarResult: { type: 'success', msg: '头像已更新' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('上传的头像')).toBeChecked();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByTestId('avatar-file-input'), file);
    await expect(args.onUploadAvatar).toHaveBeenCalledWith(file);
  },
};

export const AvatarUploadRefused: Story = {
  args: { onUploadAvatar: fn(), avatarResult: { type: 'error', msg: '头像上传失败：只支持 JPEG、PNG、WebP 格式的图片' } },
};

export const UploadedAvatarMobile: Story = { globals: mobileGlobals, args: { avatar: AVATAR_URL, onUploadAvatar: fn(), avatarUploading: true } };

/** 隐私 (issue 33): 在会员主页公开我的收藏 is off by default; switching it asks at once, apart from 保存修改. */
export const FavouritesPrivacy: Story = {
  args: { onFavouritesPublicChange: fn() },
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: '在会员主页公开我的收藏' });
    await expect(sw).not.toBeChecked();
    await expect(canvas.getByText(/未公开（默认）/)).toBeVisible();
    await userEvent.click(sw);
    await expect(args.onFavouritesPublicChange).toHaveBeenCalledWith(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FavouritesPublicMobile: Story = {
  globals: mobileGlobals,
  args: { favouritesPublic: true, onFavouritesPublicChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '在会员主页公开我的收藏' })).toBeChecked();
    await expect(canvas.getByText(/已公开：/)).toBeVisible();
  },
};
