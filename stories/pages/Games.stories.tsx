import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import GameHall from '../../src/pages/Game/GameHall';
import { seedState } from '../components/gameFixtures';
import { apiHandlers, fail, gameHandlers, memberState, visitorState, withAppPage } from './support';

/** /main/game (hall), /main/game/guess and /main/game/egg with the real routes, store and sagas. */
const meta = {
  title: 'Pages/Games',
  component: GameHall,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/game', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...gameHandlers()] },
  },
} satisfies Meta<typeof GameHall>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsShown = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await waitFor(() => expect(canvas.getByRole('link', { name: '进入游戏：猜大小' })).toBeVisible(), { timeout: 8000 });
};

/** The hall as a member: four game cards, the limits line, today's board, my bets, seeds, verify. */
export const Hall: Story = {
  play: async ({ canvas }) => {
    await cardsShown(canvas);
    await expect(canvas.getByText(/每人每天最多 200 局，当日净输额上限 5000 金币/)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('我的最近下注')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(seedState.current.client_seed)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('link', { name: '游戏大厅' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: '猜大小' })).toBeVisible();
  },
};

/** A visitor sees the games, the board and the verify tool; no bets or seeds of their own. */
export const HallVisitor: Story = {
  parameters: { page: { path: '/main/game', state: visitorState() } },
  play: async ({ canvas }) => {
    await cardsShown(canvas);
    // the verify tool is drawn with the hall (light components, no antd: issue 31)
    await waitFor(() => expect(canvas.getByText('验证工具')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.queryByText('我的最近下注')).toBeNull();
  },
};

/** The catalog fails: the hall says so and offers 重试. */
export const HallLoadError: Story = {
  parameters: { msw: { handlers: [http.get('/v1/game', () => fail('游戏列表加载失败，请稍后重试')), ...apiHandlers(), ...gameHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('游戏列表加载失败，请稍后重试')[0]).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const HallMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await cardsShown(canvas);
    await waitFor(() => expect(canvas.getByText('验证工具')).toBeVisible(), { timeout: 8000 });
    // the games' links are tap targets (44 px) on a phone
    for (const link of within(canvas.getByRole('navigation', { name: '游戏' })).getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** 猜大小: press 押 大 10 金币 → the dice and the result show, the balance follows the reply. */
export const Guess: Story = {
  parameters: { page: { path: '/main/game/guess', state: memberState() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '押 大 10 金币' }, { timeout: 8000 }));
    // the reply's balance (1290) shows under the result
    await waitFor(() => expect(canvas.getByText('当前余额 1290 金币')).toBeVisible(), { timeout: 8000 });
  },
};

export const GuessVisitor: Story = {
  parameters: { page: { path: '/main/game/guess', state: visitorState() } },
  play: async ({ canvas }) => {
    // the panel's own link (the header's 登录 link is there too, since issue 14 without antd's letter spacing)
    await waitFor(() => expect(canvas.getByRole('link', { name: '登录后开始游戏' })).toBeVisible(), { timeout: 8000 });
  },
};

export const GuessMobile: Story = {
  globals: mobileGlobals,
  parameters: { page: { path: '/main/game/guess', state: memberState() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '押 大 10 金币' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText('我的下注记录')).toBeVisible(), { timeout: 8000 });
  },
};

/** 砸金蛋: smash the fifth egg → the prize shows on it. */
export const Egg: Story = {
  parameters: { page: { path: '/main/game/egg', state: memberState() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '砸第 5 个金蛋' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 5 个金蛋：50 金币' })).toBeVisible(), { timeout: 8000 });
  },
};

export const EggMobile: Story = {
  globals: mobileGlobals,
  parameters: { page: { path: '/main/game/egg', state: memberState() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '砸第 1 个金蛋' }, { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText('我的砸蛋记录')).toBeVisible(), { timeout: 8000 });
  },
};
