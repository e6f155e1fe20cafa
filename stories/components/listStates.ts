import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { phone390Globals } from '../../.storybook/viewports';

type Ctx = Pick<StoryContext, 'canvas'> & { args: { onRetry?: unknown } };
type Check = (ctx: Ctx) => Promise<void>;

/**
 * The states every list drawn by ListShell has, as stories at the runner's desktop width and at
 * 390 px: Loading (skeleton, 加载中 status), Empty (its text, no pager), Error (the title and the
 * reason in the alert, 重试 calls onRetry once). `none` = the list's args with no items; `onEmpty`
 * / `onError` check what a list adds (MessageList: the filter stays).
 */
export function listStates<A extends object>(
  none: A,
  o: { error: string; errorTitle: string; emptyText?: string; onEmpty?: Check; onError?: Check },
) {
  const Loading = {
    args: { ...none, loading: true },
    play: async ({ canvas }: Ctx) => {
      await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    },
  };
  const Empty = {
    args: none,
    play: async (ctx: Ctx) => {
      await expect(ctx.canvas.getByText(o.emptyText ?? '暂无数据')).toBeVisible();
      await expect(ctx.canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
      await o.onEmpty?.(ctx);
    },
  };
  const Error = {
    args: { ...none, error: o.error },
    play: async (ctx: Ctx) => {
      const alert = ctx.canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(o.errorTitle);
      await expect(alert).toHaveTextContent(o.error);
      await userEvent.click(ctx.canvas.getByRole('button', { name: '重试' }));
      await expect(ctx.args.onRetry).toHaveBeenCalledTimes(1);
      await expect(ctx.canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
      await o.onError?.(ctx);
    },
  };
  return {
    Loading,
    Empty,
    Error,
    Loading390: { ...Loading, globals: phone390Globals },
    Empty390: { ...Empty, globals: phone390Globals },
    Error390: { ...Error, globals: phone390Globals },
  };
}
