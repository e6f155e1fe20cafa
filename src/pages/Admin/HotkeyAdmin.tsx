import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProCard, ProFormDigit, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Segmented, Space, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { adminApi, type HotkeyReviewItem, type HotkeyReviewStatus, type PinnedHotkey } from '../../api/admin';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime, write, PageTitle, StatusTag, RowAction } from './shared';

type Searched = { keyword: string; count: number; pinned: boolean };

/** The review tabs (issue 28): counted keywords awaiting review, approved, rejected. */
const REVIEW_TABS: { key: HotkeyReviewStatus; label: string; empty: string }[] = [
  { key: 'pending', label: '待审核', empty: '暂无待审核的搜索词。近 7 天有 3 位以上不同访客搜索过的新词会出现在这里。' },
  { key: 'approved', label: '已通过', empty: '还没有通过的搜索词' },
  { key: 'rejected', label: '已拒绝', empty: '还没有拒绝的搜索词' },
];

/** One line on what the 热搜词需审核 switch does now. */
function approvalNote(needApproval: boolean | null): string {
  if (needApproval === null) return '';
  return needApproval
    ? '「热搜词需审核」已开启：搜索词通过（或置顶）后才会出现在热搜、热门页和搜索联想中；拒绝的词不会出现。'
    : '「热搜词需审核」已关闭：近 7 天有 3 位以上不同访客搜索过的词直接展示；拒绝的词仍不会出现。可在「奖励与价格配置 → 搜索」中开启。';
}

function HotkeyForm({ title, trigger, initial, onFinish }: { title: string; trigger: React.JSX.Element; initial?: PinnedHotkey; onFinish: (v: { keyword: string; sort?: number }) => Promise<boolean> }) {
  return (
    <ModalForm<{ keyword: string; sort?: number }> title={title} trigger={trigger} modalProps={{ destroyOnHidden: true }} initialValues={initial} onFinish={onFinish}>
      <ProFormText name="keyword" label="热词" rules={[{ required: true, whitespace: true, message: '请输入热词' }, { max: 100, message: '热词最多 100 个字' }]} />
      <ProFormDigit name="sort" label="排序值" tooltip="越小越靠前；留空排在最后" fieldProps={{ precision: 0 }} min={-100000} max={100000} />
    </ModalForm>
  );
}

/**
 * /admin/hotkey — pinned hot keywords (order, edit, delete), the review of counted keywords (issue 28:
 * 待审核 / 已通过 / 已拒绝 with 通过 / 拒绝 / 置顶 / 撤销) and the public hot list (pin one).
 */
export default function HotkeyAdmin() {
  const pinnedRef = useRef<ActionType>(undefined);
  const searchedRef = useRef<ActionType>(undefined);
  const reviewRef = useRef<ActionType>(undefined);
  const [range, setRange] = useState<'day' | 'week'>('week');
  const [pinned, setPinned] = useState<PinnedHotkey[]>([]);
  const [reviewTab, setReviewTab] = useState<HotkeyReviewStatus>('pending');
  const [needApproval, setNeedApproval] = useState<boolean | null>(null);
  const reload = () => {
    void pinnedRef.current?.reload();
    void searchedRef.current?.reload();
    void reviewRef.current?.reload();
  };
  const review = async (kw: string, action: 'approve' | 'reject' | 'undo' | 'pin') => {
    const run = {
      approve: () => adminApi.approveHotkey(kw),
      reject: () => adminApi.rejectHotkey(kw),
      undo: () => adminApi.undoHotkeyReview(kw),
      pin: () => adminApi.createHotkey({ keyword: kw }),
    }[action];
    if (await write(run)) reload();
  };
  const reviewActions = (r: HotkeyReviewItem) => {
    const approve = <RowAction key="approve" aria-label={`通过 ${r.keyword}`} onClick={() => void review(r.keyword, 'approve')}>通过</RowAction>;
    const reject = <RowAction key="reject" danger aria-label={`拒绝 ${r.keyword}`} onClick={() => void review(r.keyword, 'reject')}>拒绝</RowAction>;
    const pin = <RowAction key="pin" aria-label={`置顶 ${r.keyword}`} onClick={() => void review(r.keyword, 'pin')}>置顶</RowAction>;
    const undo = <RowAction key="undo" aria-label={`撤销 ${r.keyword}`} onClick={() => void review(r.keyword, 'undo')}>撤销</RowAction>;
    if (r.status === 'pending') return [approve, reject, pin];
    if (r.status === 'approved') return [reject, pin, undo];
    return [approve, undo];
  };
  const reviewColumns: ProColumns<HotkeyReviewItem>[] = [
    { title: '搜索词', dataIndex: 'keyword' },
    { title: '不同访客', dataIndex: 'visitors', width: 96, tooltip: '近 7 天搜索过这个词的不同访客', render: (_, r) => `${r.visitors} 人` },
    { title: '搜索次数', dataIndex: 'count', width: 96, tooltip: '近 7 天', render: (_, r) => `${r.count} 次` },
    ...(reviewTab === 'pending'
      ? []
      : ([
          { title: '审核人', dataIndex: 'reviewer', width: 120, render: (_, r) => r.reviewer ?? '—' },
          { title: '审核时间', dataIndex: 'review_time', width: 170, render: (_, r) => (r.review_time ? formatDateTime(r.review_time) : '—') },
        ] satisfies ProColumns<HotkeyReviewItem>[])),
    { title: '操作', valueType: 'option', width: 170, render: (_, r) => reviewActions(r) },
  ];
  const emptyText = REVIEW_TABS.find((t) => t.key === reviewTab)!.empty;
  const move = async (index: number, delta: number) => {
    const ids = pinned.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id);
    if (await write(() => adminApi.orderHotkeys(ids))) reload();
  };
  const pinnedColumns: ProColumns<PinnedHotkey>[] = [
    { title: '顺序', dataIndex: 'index', valueType: 'indexBorder', width: 64 },
    { title: '热词', dataIndex: 'keyword' },
    { title: '排序值', dataIndex: 'sort', width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      render: (_, r, i) => [
        <Button key="up" size="small" aria-label={`上移 ${r.keyword}`} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => void move(i, -1)} />,
        <Button key="down" size="small" aria-label={`下移 ${r.keyword}`} icon={<ArrowDownOutlined />} disabled={i === pinned.length - 1} onClick={() => void move(i, 1)} />,
        <HotkeyForm
          key="edit"
          title={`编辑热词：${r.keyword}`}
          trigger={<RowAction>编辑</RowAction>}
          initial={r}
          onFinish={async (v) => {
            const ok = await write(() => adminApi.updateHotkey(r.id, { keyword: v.keyword.trim(), sort: v.sort ?? undefined }));
            if (ok) reload();
            return ok;
          }}
        />,
        <Popconfirm key="delete" title={`取消置顶「${r.keyword}」？`} okText="确定" cancelText="取消" onConfirm={async () => {
          if (await write(() => adminApi.deleteHotkey(r.id))) reload();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  const searchedColumns: ProColumns<Searched>[] = [
    { title: '搜索词', dataIndex: 'keyword' },
    { title: '次数', dataIndex: 'count', width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      render: (_, r) =>
        r.pinned ? (
          <StatusTag key="pinned" tone="grey">已置顶</StatusTag>
        ) : (
          <RowAction key="pin" onClick={async () => {
            if (await write(() => adminApi.createHotkey({ keyword: r.keyword }))) reload();
          }}>
            置顶
          </RowAction>
        ),
    },
  ];
  return (
    <PageContainer title={<PageTitle>热门搜索词</PageTitle>}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <ProTable<PinnedHotkey>
          headerTitle="置顶热词（搜索页按此顺序展示）"
          rowKey="id"
          actionRef={pinnedRef}
          columns={pinnedColumns}
          search={false}
          pagination={false}
          options={{ density: false, setting: false }}
          request={async () => {
            const { data } = await adminApi.hotkeys({ range, limit: 1 });
            setPinned(data.pinned);
            return { data: data.pinned, total: data.pinned.length, success: true };
          }}
          toolBarRender={() => [
            <HotkeyForm
              key="create"
              title="新增置顶热词"
              trigger={<Button type="primary" icon={<PlusOutlined />}>新增热词</Button>}
              onFinish={async (v) => {
                const ok = await write(() => adminApi.createHotkey({ keyword: v.keyword.trim(), sort: v.sort ?? undefined }));
                if (ok) reload();
                return ok;
              }}
            />,
          ]}
        />
        <ProCard title="热搜词审核" bordered>
          <Typography.Paragraph data-testid="hot-approval-note">{approvalNote(needApproval)}</Typography.Paragraph>
          <Tabs
            activeKey={reviewTab}
            onChange={(k) => setReviewTab(k as HotkeyReviewStatus)}
            items={REVIEW_TABS.map((t) => ({ key: t.key, label: t.label }))}
          />
          <ProTable<HotkeyReviewItem, { status: HotkeyReviewStatus }>
            rowKey="keyword"
            actionRef={reviewRef}
            params={{ status: reviewTab }}
            columns={reviewColumns}
            search={false}
            pagination={false}
            options={false}
            locale={{ emptyText: <EmptyState image="simple" description={emptyText} /> }}
            request={async (params) => {
              const { data } = await adminApi.hotkeyReviews({ status: params.status ?? 'pending', limit: 100 });
              setNeedApproval(data.need_approval);
              return { data: data.list, total: data.list.length, success: true };
            }}
          />
        </ProCard>
        <ProCard title="公开热搜词（访客看到的搜索最多的词）" bordered extra={
          <Segmented
            aria-label="统计范围"
            value={range}
            options={[{ label: '今天', value: 'day' }, { label: '近 7 天', value: 'week' }]}
            onChange={(v) => {
              setRange(v as 'day' | 'week');
            }}
          />
        }>
          <ProTable<Searched, { range: 'day' | 'week' }>
            rowKey="keyword"
            actionRef={searchedRef}
            params={{ range }}
            columns={searchedColumns}
            search={false}
            pagination={false}
            options={false}
            request={async (params) => {
              const { data } = await adminApi.hotkeys({ range: params.range ?? 'week', limit: 50 });
              return { data: data.searched, total: data.searched.length, success: true };
            }}
          />
        </ProCard>
      </Space>
    </PageContainer>
  );
}
