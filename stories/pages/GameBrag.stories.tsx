import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { PvpGame } from '../../src/api/pvp';
import GameBrag from '../../src/pages/GameBrag/GameBrag';
import { bragInvitedMe, bragOpen, bragSettled, pvpLimits, rankProfit, rankWins } from '../components/pvpFixtures';
import { apiHandlers, fail, gameHandlers, memberState, ok, visitorState, withAppPage } from './support';

const answered21: PvpGame = {
  ...bragSettled, id: 21, claim: bragOpen.claim, creator: bragOpen.creator, commitment: bragSettled.commitment, result: 'creator',
};

const page = <T,>(list: T[]) => ok({ list, total: list.length });
const bragHandlers = (open: PvpGame[] = [bragInvitedMe, bragOpen]) => [
  ...gameHandlers(),
  http.get('/v1/game/pvp/limits', () => ok(pvpLimits)),
  http.get('/v1/game/brag/open', () => page(open)),
  http.get('/v1/game/brag/history', () => page([bragSettled])),
  http.get('/auth/v1/game/brag/mine', () => page([bragInvitedMe, bragSettled])),
  http.get('/v1/game/brag/rank', ({ request }) => ok(new URL(request.url).searchParams.get('type') === 'wins' ? rankWins : rankProfit)),
  http.post('/auth/v1/game/brag/:id/answer', () => ok(answered21, '已结算')),
  http.post('/auth/v1/game/brag', () => ok({ ...bragOpen, id: 30, creator: { id: 1024, username: '网盘猎人' } }, '吹牛已发布')),
];

/** /main/game/brag: post a claim, answer others (one invites me), history, 牛王 / 牛胜. */
const meta = {
  title: 'Pages/GameBrag',
  component: GameBrag,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/game/brag', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...bragHandlers()] },
  },
} satisfies Meta<typeof GameBrag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('article', { name: '吹牛第 21 局' })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText('+540 金币')).toBeVisible(), { timeout: 8000 });
  },
};

/** Answering 信 settles at once; the true answer 不信 is revealed. */
export const Answer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '选「信」应答第 21 局' }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByLabelText('本局结果')).toBeVisible(), { timeout: 8000 });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...bragHandlers([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无等待中的对局')).toBeVisible(), { timeout: 8000 });
  },
};

/**
 * The lobby fails: 对局加载失败 with 重试, one toast. (The leaderboards' error is BragRankBoard's
 * Error story: failing both here toasted once or twice, as the 1.5 s toast de-duplication fell.)
 */
export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('/v1/game/brag/open', () => fail()), ...apiHandlers(), ...bragHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('对局加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor sees the open claims and the leaderboards (drawn without antd, issue 31); answering asks to log in. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/main/game/brag', state: visitorState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: '登录后吹牛' })).toBeVisible(), { timeout: 8000 });
    const card = await canvas.findByRole('article', { name: '吹牛第 21 局' }, { timeout: 8000 });
    await expect(within(card).getByRole('link', { name: '登录后应答' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('region', { name: '吹牛排行' })).toHaveTextContent('+540 金币'), { timeout: 8000 });
  },
};

/** Posting a claim: the form checks it, then the saga sends it (吹牛已发布). */
export const Post: Story = {
  play: async ({ canvas }) => {
    const claim = await canvas.findByLabelText('吹的牛', undefined, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: '押注吹牛' }));
    await expect(await canvas.findByText('请写下要吹的牛')).toBeVisible();
    await userEvent.type(claim, '我今天中午吃了火锅');
    await userEvent.click(canvas.getByRole('radio', { name: '答案二' }));
    await userEvent.click(canvas.getByRole('button', { name: '押注吹牛' }));
    await waitFor(() => expect(document.body).toHaveTextContent('吹牛已发布'), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('article', { name: '吹牛第 21 局' })).toBeVisible(), { timeout: 8000 });
  },
};
