import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { NameBadgeContext, UserName } from '../../src/components/UserName';
import { longName, moderatorBadge, newcomerBadge } from './communityFixtures';

const meta = {
  title: 'Components/UserName',
  component: UserName,
  args: { id: 7, username: '网盘达人', badge: moderatorBadge },
} satisfies Meta<typeof UserName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A moderator: level chip, a title (gold) and a badge (purple); the name links to the member page. */
export const WithTitles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '网盘达人' })).toHaveAttribute('href', '#/main/user/7');
    await expect(canvas.getByLabelText('等级 5 资深会员')).toHaveTextContent('Lv.5 资深会员');
    await expect(canvas.getByLabelText('称号 版主')).toBeVisible();
    await expect(canvas.getByLabelText('徽章 资源达人')).toBeVisible();
  },
};

export const Newcomer: Story = { args: { username: '新来的', badge: newcomerBadge, withAvatar: true } };

/** No member id (a deleted account): plain text, no link. */
export const WithoutId: Story = {
  args: { id: null, username: '已注销用户', badge: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('已注销用户')).toBeVisible();
  },
};

/** The badge comes from the app's provider, and the name asks for it. */
export const FromProvider: Story = {
  args: { badge: undefined },
  render: (args) => {
    const asked: number[] = [];
    return (
      <NameBadgeContext.Provider value={{ lookup: (id) => (id === 7 ? moderatorBadge : undefined), want: (id) => void asked.push(id) }}>
        <UserName {...args} />
        <UserName id={8} username="还不知道等级" />
      </NameBadgeContext.Provider>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('等级 5 资深会员')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '还不知道等级' })).toHaveAttribute('href', '#/main/user/8');
  },
};

export const LongChineseText: Story = { args: { username: longName, withAvatar: true } };

export const Mobile: Story = {
  globals: mobileGlobals,
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, width: 343 }}>
      <UserName {...args} withAvatar />
      <UserName id={9} username={longName} badge={moderatorBadge} strong />
      <UserName id={10} username="新来的" badge={newcomerBadge} />
    </div>
  ),
};
