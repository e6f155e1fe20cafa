import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { FindPassForm } from '../../src/components/FindPassForm';
import { longText } from './accountFixtures';

const meta = {
  title: 'Components/FindPassForm',
  component: FindPassForm,
  args: { step: 'email', email: '', onSendCode: fn(), onReset: fn(), onBack: fn() },
  argTypes: { step: { control: 'inline-radio', options: ['email', 'reset'] } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof FindPassForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmailStep: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('注册邮箱'), 'hunter@ujuso');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(canvas.getByText('邮箱格式不正确')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('注册邮箱'), '.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('hunter@ujuso.com'));
  },
};

/** Step 2: a 6-digit code and the new password twice. */
export const ResetStep: Story = {
  args: { step: 'reset', email: 'hunter@ujuso.com', notice: '如果该邮箱已注册，验证码已发送' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('验证码'), '12a');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(canvas.getByText('验证码是 6 位数字')).toBeVisible());
    await userEvent.clear(canvas.getByLabelText('验证码'));
    await userEvent.type(canvas.getByLabelText('验证码'), '123456');
    await userEvent.type(canvas.getByLabelText('新密码'), 'New-secret-1');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'New-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledWith({ code: '123456', password: 'New-secret-1' }));
    await userEvent.click(canvas.getByRole('button', { name: '没收到？重新发送或换个邮箱' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { step: 'reset', email: 'hunter@ujuso.com', error: '验证码错误，还可以尝试 4 次' } };

export const LongChineseText: Story = { args: { step: 'reset', email: 'a-very-long-address.for.testing@example-mail-service.com', notice: longText } };

export const Mobile: Story = { globals: mobileGlobals };
