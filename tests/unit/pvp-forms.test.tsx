import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PvpGame } from '../../src/api/pvp';
import { BragCreateForm } from '../../src/components/BragCreateForm';
import { StoneCreateForm, wholeNumberError } from '../../src/components/StoneCreateForm';
import { settledHeadline } from '../../src/pages/pvpPage';

/** The light PvP forms (issue 31: antd Form's rules and messages, without antd) in jsdom. */

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
  host = null;
});
function mount(node: React.ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(node));
  return host;
}
/** Sets a React-controlled box's value the way typing does. */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = (el: HTMLElement) => act(() => el.querySelector('form')!.requestSubmit());
const radio = (el: HTMLElement, name: string) =>
  [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.closest('label')?.textContent === name)!;

describe('wholeNumberError (InputNumber precision 0 with min / max)', () => {
  it('is empty within the range and names the rule otherwise', () => {
    const err = (t: string) => wholeNumberError(t, 10, 1000, '请输入押注', '押注须在 10–1000 金币之间');
    expect(err('10')).toBe('');
    expect(err('1000')).toBe('');
    expect(err('')).toBe('请输入押注');
    expect(err('  ')).toBe('请输入押注');
    expect(err('9')).toBe('押注须在 10–1000 金币之间');
    expect(err('1001')).toBe('押注须在 10–1000 金币之间');
    expect(err('12.5')).toBe('押注须在 10–1000 金币之间');
  });
});

describe('StoneCreateForm', () => {
  const limits = { min_stake: 10, max_stake: 1000, fee_percent: 5, expire_minutes: 1440, max_open: 5 };
  it('refuses no move and an out-of-range stake in Chinese, focuses the first, then sends a valid game', () => {
    const onSubmit = vi.fn();
    const el = mount(<StoneCreateForm limits={limits} loggedIn onSubmit={onSubmit} />);
    const stake = el.querySelector<HTMLInputElement>('input[aria-label="押注金币"]')!;
    expect(stake.value).toBe('10');
    type(stake, '5000');
    submit(el);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(el.textContent).toContain('请选择出招');
    expect(el.textContent).toContain('押注须在 10–1000 金币之间');
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(stake.getAttribute('aria-describedby')!)?.textContent).toBe('押注须在 10–1000 金币之间');
    expect(document.activeElement).toBe(radio(el, '石头'));
    act(() => radio(el, '剪刀').click());
    type(stake, '200');
    expect(el.textContent).not.toContain('请选择出招');
    submit(el);
    expect(onSubmit).toHaveBeenCalledWith({ move: 'scissors', stake: 200 });
  });

  it('sends nothing while a game is being opened', () => {
    const onSubmit = vi.fn();
    const el = mount(<StoneCreateForm limits={limits} loggedIn submitting onSubmit={onSubmit} />);
    act(() => radio(el, '布').click());
    submit(el);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(el.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('true');
  });
});

describe('BragCreateForm', () => {
  const limits = { min_stake: 10, max_stake: 1000, fee_percent: 5, max_hours: 48, daily_answers: 10, max_open: 5 };
  it('checks every rule (答案二 follows 答案一), then sends trimmed values', () => {
    const onSubmit = vi.fn();
    const el = mount(<BragCreateForm limits={limits} loggedIn onSubmit={onSubmit} />);
    const box = (label: string) => el.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    type(box('答案二'), '信');
    type(box('有效期小时'), '49');
    submit(el);
    expect(onSubmit).not.toHaveBeenCalled();
    for (const msg of ['请写下要吹的牛', '两个答案不能相同', '请标记真实答案', '有效期为 1–48 小时']) expect(el.textContent).toContain(msg);
    expect(document.activeElement).toBe(box('吹的牛'));
    // changing 答案一 clears 答案二's 两个答案不能相同
    type(box('答案一'), '真');
    expect(el.textContent).not.toContain('两个答案不能相同');
    type(box('吹的牛'), '  我今天中午吃了火锅 ');
    type(box('有效期小时'), '12');
    type(box('邀请会员用户名'), ' 小明_2026 ');
    act(() => radio(el, '答案二').click());
    submit(el);
    expect(onSubmit).toHaveBeenCalledWith({ claim: '我今天中午吃了火锅', answers: ['真', '信'], truth: 1, stake: 10, hours: 12, invite: '小明_2026' });
  });
});

describe('settledHeadline', () => {
  const g = {
    id: 7, game: 'stone', result: 'creator', creator: { id: 1, username: '甲' }, responder: { id: 2, username: '乙' },
  } as unknown as PvpGame;
  it('says who won, in words, for each viewer', () => {
    expect(settledHeadline(g, 1)).toBe('第 7 局：你赢了。双方出招已揭晓，可校验开局时的承诺');
    expect(settledHeadline(g, 2)).toBe('第 7 局：你输了。双方出招已揭晓，可校验开局时的承诺');
    expect(settledHeadline(g, 3)).toBe('第 7 局：甲 获胜。双方出招已揭晓，可校验开局时的承诺');
    expect(settledHeadline({ ...g, game: 'brag', result: 'draw' }, 1)).toBe('第 7 局：平局，押注已退还。真实答案已揭晓，可校验开局时的承诺');
  });
});
