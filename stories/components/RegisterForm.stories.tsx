import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { RegisterForm } from '../../src/components/RegisterForm';
import { longText } from './accountFixtures';

const meta = {
  title: 'Components/RegisterForm',
  component: RegisterForm,
  args: { showInviteCode: false, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every rule is checked before sending; a valid form sends trimmed values. */
export const ValidatesBeforeSending: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('用户名'), 'a b');
    await userEvent.type(canvas.getByLabelText('邮箱'), 'not-mail');
    await userEvent.type(canvas.getByLabelText('密码'), 'short');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(canvas.getByText('用户名只能包含字母、数字、汉字和下划线')).toBeVisible());
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
    // our Chinese message only: the browser's English bubble is off (novalidate) and nothing is :invalid-blocked (issue 16)
    await expect(canvas.getByRole('form', { name: '注册表单' })).toHaveAttribute('novalidate');
    await expect(canvas.getByText('密码为 8–64 位')).toBeVisible();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('用户名'));
    await userEvent.type(canvas.getByLabelText('用户名'), '网盘_hunter1');
    await userEvent.clear(canvas.getByLabelText('邮箱'));
    await userEvent.type(canvas.getByLabelText('邮箱'), 'hunter@ujuso.com');
    await userEvent.clear(canvas.getByLabelText('密码'));
    await userEvent.type(canvas.getByLabelText('密码'), 'Secret-2026');
    await userEvent.clear(canvas.getByLabelText('确认密码'));
    await userEvent.type(canvas.getByLabelText('确认密码'), 'Secret-2026');
    await userEvent.click(canvas.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ username: '网盘_hunter1', email: 'hunter@ujuso.com', password: 'Secret-2026' }));
  },
};

export const WithInviteCode: Story = {
  args: { showInviteCode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('邀请码')).toBeVisible();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const ServerError: Story = { args: { error: '用户名已被注册' } };

export const LongChineseText: Story = { args: { error: longText, showInviteCode: true } };

export const Mobile: Story = { globals: mobileGlobals };
