import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SignCalendar } from '../../src/components/SignCalendar';
import { emptyCalendarFixture, signCalendarFixture } from './communityFixtures';

/** The phone width the issue asks for (390 px). */
const phone390 = { viewport: { value: 'mobile390', isRotated: false } };

const meta = {
  title: 'Components/SignCalendar',
  component: SignCalendar,
  args: { calendar: signCalendarFixture(), coin: 1280, onBuy: fn(), onMakeup: fn(), onMonthChange: fn(), onRetry: fn() },
} satisfies Meta<typeof SignCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member with a 7-day streak (the 20th made up) and one 补签卡: a missed day asks first, then
 * is made up with the card.
 */
export const MemberWithStreak: Story = {
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2026年11月')).toBeVisible();
    await expect(canvas.getByText('本月已签 7 天')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '11月22日，已签到，获得 10 金币' })).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByRole('listitem', { name: '11月20日，已补签' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '11月15日，漏签，点击用补签卡补签' }));
    await waitFor(() => expect(screen.getByText('补签 11月15日？')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '补签' }));
    await waitFor(() => expect(args.onMakeup).toHaveBeenCalledWith('2026-11-15'));
  },
};

/** No card: missed days are marked but not buttons; buying a card is offered. */
export const NoCard: Story = {
  args: { calendar: signCalendarFixture({}, { cards: 0 }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /点击用补签卡补签/ })).toBeNull();
    await expect(canvas.getByRole('listitem', { name: '11月15日，漏签' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '购买补签卡（50 金币）' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** This month's cards are bought and used: the purchase is closed and says why. */
export const LimitReached: Story = {
  args: { calendar: signCalendarFixture({}, { cards: 1, bought_this_month: 2, used_this_month: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '购买补签卡（50 金币）' })).toBeDisabled();
    await expect(canvas.getByText('本月补签卡已达购买上限')).toBeVisible();
    await expect(canvas.getByText('本月补签次数已用完，下个月再来吧。')).toBeVisible();
  },
};

/** Not enough coins for a card. */
export const NotEnoughCoins: Story = {
  args: { calendar: signCalendarFixture({}, { cards: 0 }), coin: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '购买补签卡（50 金币）' })).toBeDisabled();
    await expect(canvas.getByText('金币不足（现有 20 金币）')).toBeVisible();
  },
};

/** A new member's empty month: only today and the days ahead. */
export const EmptyMonth: Story = {
  args: { calendar: emptyCalendarFixture() },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本月已签 0 天')).toBeVisible();
    await expect(canvas.getByText('今天签到可得 5 金币')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '11月22日，今天，还没签到' })).toBeVisible();
  },
};

/** Earlier months can be browsed; the month after this one cannot. */
export const MonthNavigation: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '下个月' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '上个月' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-10');
  },
};

/** 补签 of the 15th is on its way. */
export const MakingUp: Story = { args: { busy: { kind: 'makeup', date: '2026-11-15' } } };

/** 补签 switched off by the admin. */
export const Closed: Story = {
  args: { calendar: signCalendarFixture({}, { cards: 0, monthly_limit: 0, bought_this_month: 0, used_this_month: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('补签功能暂未开放。')).toBeVisible();
  },
};

export const Loading: Story = { args: { calendar: null, loading: true } };

export const LoadError: Story = {
  args: { calendar: null, error: '服务器开小差了，请稍后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('签到日历加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone (390 px): seven columns fit and every day is at least a 44×44 px target. */
export const Phone: Story = {
  globals: phone390,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('button', { name: '11月15日，漏签，点击用补签卡补签' }).getBoundingClientRect();
    await expect(day.width).toBeGreaterThanOrEqual(44);
    await expect(day.height).toBeGreaterThanOrEqual(44);
    const signed = canvas.getByRole('listitem', { name: '11月18日，已签到，获得 7 金币' }).getBoundingClientRect();
    await expect(signed.width).toBeGreaterThanOrEqual(44);
    await expect(signed.height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('list', { name: '2026年11月签到日历' }).getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
