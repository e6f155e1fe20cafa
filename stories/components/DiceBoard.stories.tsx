import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DiceBoard } from '../../src/components/DiceBoard';

const meta = { title: 'Components/DiceBoard', component: DiceBoard, args: { dice: [4, 5, 6] } } satisfies Meta<typeof DiceBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Result: Story = { play: async ({ canvas }) => expect(canvas.getByRole('img', { name: '6 点' })).toBeVisible() };
export const Triple: Story = { args: { dice: [1, 1, 1] } };
export const BeforeFirstRoll: Story = { args: { dice: null } };
export const Rolling: Story = { args: { rolling: true }, parameters: { chromatic: { pauseAnimationAtEnd: true } } };
