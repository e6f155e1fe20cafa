import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BUILTIN_AVATARS, UserAvatar } from '../../src/components/UserAvatar';

const meta = {
  title: 'Components/UserAvatar',
  component: UserAvatar,
  args: { username: '网盘猎人', avatar: '', size: 'default' },
  argTypes: { avatar: { control: 'select', options: ['', ...BUILTIN_AVATARS.map((a) => a.id)] } },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No choice: the first character of the username. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '网盘猎人的头像' });
    await expect(avatar).toHaveTextContent('网');
  },
};

/** The 12 built-in avatars. */
export const AllBuiltIn: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {BUILTIN_AVATARS.map((a) => (
        <UserAvatar key={a.id} {...args} avatar={a.id} size={48} />
      ))}
    </div>
  ),
};

export const LongChineseText: Story = { args: { username: '一个名字非常非常长的网盘资源爱好者', size: 64 } };

export const Mobile: Story = { globals: mobileGlobals, args: { avatar: '7', size: 'large' } };
