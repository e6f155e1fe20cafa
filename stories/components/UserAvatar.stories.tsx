import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { BUILTIN_AVATARS, UserAvatar } from '../../src/components/UserAvatar';
import { AVATAR_URL } from './mediaFixtures';

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

/** An uploaded picture (issue 33): shown as an image with the same accessible name. */
export const Uploaded: Story = {
  args: { avatar: AVATAR_URL, size: 64 },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '网盘猎人的头像' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', AVATAR_URL);
  },
};

/** Every size with the uploaded picture. */
export const UploadedSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <UserAvatar {...args} avatar={AVATAR_URL} size="small" />
      <UserAvatar {...args} avatar={AVATAR_URL} size="default" />
      <UserAvatar {...args} avatar={AVATAR_URL} size="large" />
      <UserAvatar {...args} avatar={AVATAR_URL} size={72} />
    </div>
  ),
};

/** A picture that cannot be loaded falls back to the generated avatar. */
export const UploadedMissing: Story = {
  args: { avatar: '/media/00000000000000000000000000000000-256x256.webp', size: 48 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '网盘猎人的头像' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: '网盘猎人的头像' })).toHaveTextContent('网');
  },
};

/** A URL from elsewhere is never loaded: the generated avatar. */
export const ForeignUrlRefused: Story = { args: { avatar: 'https://example.com/a.png', size: 48 } };

export const UploadedMobile: Story = { globals: mobileGlobals, args: { avatar: AVATAR_URL, size: 'large' } };
