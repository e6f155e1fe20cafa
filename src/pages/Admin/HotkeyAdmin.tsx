import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProCard, ProFormDigit, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Segmented, Space } from 'antd';
import { useRef, useState } from 'react';
import { adminApi, type PinnedHotkey } from '../../api/admin';
import { write, PageTitle, StatusTag, RowAction } from './shared';

type Searched = { keyword: string; count: number; pinned: boolean };

function HotkeyForm({ title, trigger, initial, onFinish }: { title: string; trigger: React.JSX.Element; initial?: PinnedHotkey; onFinish: (v: { keyword: string; sort?: number }) => Promise<boolean> }) {
  return (
    <ModalForm<{ keyword: string; sort?: number }> title={title} trigger={trigger} modalProps={{ destroyOnHidden: true }} initialValues={initial} onFinish={onFinish}>
      <ProFormText name="keyword" label="热词" rules={[{ required: true, whitespace: true, message: '请输入热词' }, { max: 100, message: '热词最多 100 个字' }]} />
      <ProFormDigit name="sort" label="排序值" tooltip="越小越靠前；留空排在最后" fieldProps={{ precision: 0 }} min={-100000} max={100000} />
    </ModalForm>
  );
}

/** /admin/hotkey — pinned hot keywords (order, edit, delete) and the most searched words (pin one). */
export default function HotkeyAdmin() {
  const pinnedRef = useRef<ActionType>(undefined);
  const searchedRef = useRef<ActionType>(undefined);
  const [range, setRange] = useState<'day' | 'week'>('week');
  const [pinned, setPinned] = useState<PinnedHotkey[]>([]);
  const reload = () => {
    void pinnedRef.current?.reload();
    void searchedRef.current?.reload();
  };
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
        <ProCard title="搜索最多的词" bordered extra={
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
