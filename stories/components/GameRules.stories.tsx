import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { GameRules } from '../../src/components/GameRules';
import { eggCard, guessCard } from './gameFixtures';

const meta = { title: 'Components/GameRules', component: GameRules, args: { rules: guessCard.rules, rtp: 97.22, limits: guessCard.limits } } satisfies Meta<typeof GameRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guess: Story = { play: async ({ canvas }) => expect(canvas.getByText(/庄家优势 2.78%/)).toBeVisible() };
export const EggPrizes: Story = { args: { title: '奖品与概率', paysTitle: '概率', rules: eggCard.rules, rtp: 96, limits: eggCard.limits } };
export const Mobile: Story = { globals: mobileGlobals };
