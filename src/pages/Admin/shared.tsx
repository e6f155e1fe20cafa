import { Button, Tag, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import type { ApiReply } from '../../api/http';
import type { PagedList } from '../../api/types';
import { notify } from '../../lib/toast';
import { presetTagColors } from '../../theme';

export { formatDateTime } from '../../lib/format';

/** A ProTable `request` result from a paged reply. */
export function tableData<T>(reply: ApiReply<PagedList<T>>) {
  return { data: reply.data.list, total: reply.data.total, success: true };
}

/** A ProTable `request` result from a whole-list reply. */
export function listData<T>(reply: ApiReply<T[]>) {
  return { data: reply.data, total: reply.data.length, success: true };
}

/** Drops empty filter values (ProTable sends '' and undefined for untouched fields). */
export function cleanParams(params: Record<string, unknown>): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === 'current' || k === 'pageSize') continue;
    if (v === undefined || v === null || v === '') continue;
    out[k] = typeof v === 'number' ? v : String(v);
  }
  out.page = Number(params.current ?? 1);
  out.size = Number(params.pageSize ?? 10);
  return out;
}

/** ProTable's sort ({ dataIndex: 'ascend' | 'descend' }) as the list calls' `sort` + `order` query (first sorted column). */
export function sortParams(sort: Record<string, 'ascend' | 'descend' | null | undefined> | undefined): { sort?: string; order?: 'asc' | 'desc' } {
  for (const [field, dir] of Object.entries(sort ?? {})) {
    if (dir === 'ascend' || dir === 'descend') return { sort: field, order: dir === 'ascend' ? 'asc' : 'desc' };
  }
  return {};
}

/**
 * Runs a write and shows the server's message. Resolves true on success (ModalForm closes),
 * false on failure (the error toast comes from the server's msg; 4xx replies already toast in http.ts).
 */
export async function write(run: () => Promise<ApiReply<unknown>>): Promise<boolean> {
  try {
    const reply = await run();
    notify.success(reply.msg || '操作成功');
    return true;
  } catch (e) {
    // http.ts shows transport errors itself; a code ≠ 200 in a 200 reply is shown here.
    const status = (e as { status?: number }).status;
    if (status === 200) notify.error(e instanceof Error ? e.message : '操作失败');
    return false;
  }
}

/** The table pagination every admin list uses (default page size 10, spec §9). */
export const pagination = { defaultPageSize: 10, showSizeChanger: true } as const;

/** The page heading inside PageContainer: a real <h1> (one per page) in the header's style. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', margin: 0 }}>{children}</h1>;
}

const TONES = {
  green: presetTagColors.green,
  red: presetTagColors.red,
  orange: presetTagColors.orange,
  grey: { text: '#595959', bg: '#f5f5f5' },
} as const;

/** A status tag whose colours pass WCAG AA (antd's preset coloured Tags do not, STACK.md trap 11). */
export function StatusTag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Tag bordered={false} style={{ color: TONES[tone].text, background: TONES[tone].bg }}>
      {children}
    </Tag>
  );
}


/**
 * A table row action (编辑 / 删除 / 置顶 …): a real, focusable <button> styled as a link, so it is
 * reachable with Tab and fires on Enter / Space (an <a> without href is neither).
 */
export function RowAction(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} style={{ paddingInline: 0, height: 'auto', ...props.style }} />;
}
