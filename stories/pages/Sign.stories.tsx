import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import type { SignStatus } from '../../src/api/sign';
import Sign from '../../src/pages/Sign/Sign';
import { signRecords } from '../components/accountFixtures';
import { signCalendarFixture } from '../components/communityFixtures';
import { apiHandlers, fail, memberState, ok, visitorState, withAppPage } from './support';

const rewardTable = [5, 6, 7, 8, 10, 12, 15];

/** Today's state on the mocked server; every story starts unsigned with a 6-day streak (see beforeEach). */
let signedToday = false;

const status = (): SignStatus => ({
  signed_today: signedToday,
  continue_sign_days: signedToday ? 7 : 6,
  today_reward: 15,
  login_rewarded_today: true,
  login_reward_coin: 5,
  reward_table: rewardTable,
});

/** GET /auth/v1/sign/status, POST /auth/v1/sign/day and GET /v1/sign (the public sign list). */
const signHandlers = (records = signRecords) => [
  http.get('/auth/v1/sign/status', () => ok(status())),
  http.post('/auth/v1/sign/day', async ({ request }) => {
    const body = (await request.json()) as { content: string; time_id: string };
    signedToday = true;
    return ok({ reward: 15, continue_sign_days: 7, coin: 1295, record: { ...body, id: 4, reward: 15, streak: 7 } }, '签到成功，获得 15 金币');
  }),
  http.get('/v1/sign', () => ok({ list: records, total: records.length })),
  // 签到日历 with 补签卡 (issue 33)
  http.get('/auth/v1/sign/calendar', () => ok(signCalendarFixture())),
  http.post('/auth/v1/sign/makeup', () => ok({ date: '2026-11-15', cards: 0, used_this_month: 2, continue_sign_days: 7 }, '补签成功，当前连续签到 7 天')),
];

/** /main/bbs/sign: the sign panel (streak, reward table, mood form) and the public sign list. */
const meta = {
  title: 'Pages/Sign',
  component: Sign,
  decorators: [withAppPage],
  beforeEach: () => {
    signedToday = false;
  },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/main/bbs/sign', state: memberState() },
    msw: { handlers: [...apiHandlers(), ...signHandlers()] },
  },
} satisfies Meta<typeof Sign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed yet: the 6-day streak shows; signing with a mood line makes it 7 and 已签到. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('今日签到可得')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('连续签到').parentElement).toHaveTextContent('6天');
    await waitFor(() => expect(canvas.getByText(/今天也要努力找资源/)).toBeVisible(), { timeout: 8000 });
  },
};

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('签到心情内容', {}, { timeout: 8000 }), '周末也来签到，继续找纪录片');
    await userEvent.click(canvas.getByRole('button', { name: '立即签到' }));
    await waitFor(() => expect(canvas.getByText('今天已经签到过了，明天再来吧')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('连续签到').parentElement).toHaveTextContent('7天');
  },
};

/** An empty mood line is refused before sending. */
export const EmptyMood: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '立即签到' }, { timeout: 8000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请写一句签到心情');
  },
};

/** Nobody has signed yet: the list is empty. */
export const EmptyList: Story = {
  parameters: { msw: { handlers: [...apiHandlers(), ...signHandlers([])] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible(), { timeout: 8000 });
  },
};

/** The status call fails: the panel offers a retry. */
export const StatusError: Story = {
  parameters: { msw: { handlers: [http.get('/auth/v1/sign/status', () => fail()), ...apiHandlers(), ...signHandlers()] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('签到状态加载失败')).toBeVisible(), { timeout: 8000 });
  },
};

/** A visitor sees the list and a link to log in. */
export const LoggedOut: Story = {
  parameters: { page: { path: '/main/bbs/sign', state: visitorState() } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('登录后每天签到可领取金币，连续签到奖励更多。')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getByText(/今天也要努力找资源/)).toBeVisible(), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('今日签到可得')).toBeVisible(), { timeout: 8000 });
  },
};

/** A member's 签到日历: signed days, the made-up 20th, and 补签 of a missed day with the card held. */
export const Calendar: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: '2026年11月签到日历' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('listitem', { name: '11月20日，已补签' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11月15日，漏签，点击用补签卡补签' }));
    await userEvent.click(await screen.findByRole('button', { name: '补签' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('补签成功，当前连续签到 7 天')).toBeVisible(), { timeout: 8000 });
  },
};
