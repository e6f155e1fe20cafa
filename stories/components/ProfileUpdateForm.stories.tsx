import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { ProfileUpdateForm } from '../../src/components/ProfileUpdateForm';
import { longText } from './accountFixtures';

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
