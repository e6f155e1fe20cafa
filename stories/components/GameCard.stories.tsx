import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { GameCard } from '../../src/components/GameCard';
import { eggCard, guessCard, soonCards } from './gameFixtures';

const meta = { title: 'Components/GameCard', component: GameCard, args: { game: guessCard } } satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('返还率：97.22%')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '进入游戏：猜大小' })).toHaveAttribute('href', '#/main/game/guess');
  },
};
export const Egg: Story = { args: { game: eggCard } };
export const Closed: Story = { args: { game: { ...guessCard, status: 'closed' } }, play: async ({ canvas }) => expect(canvas.getByText('猜大小已暂停开放')).toBeVisible() };
export const ComingSoon: Story = {
  args: { game: soonCards[0] },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: /：石头剪刀布$/ })).toHaveAttribute('href', '#/main/game/stone'),
};
export const Mobile: Story = { globals: mobileGlobals };
