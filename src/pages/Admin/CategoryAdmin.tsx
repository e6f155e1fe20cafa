import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDigit, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import type { ApiReply } from '../../api/http';
import { listData, write, PageTitle, RowAction } from './shared';

export interface Category {
  id: number;
  name: string;
  sort: number;
  count: number;
}

export interface CategoryApi {
  list: () => Promise<ApiReply<Category[]>>;
  create: (body: { name: string; sort?: number }) => Promise<ApiReply<unknown>>;
  update: (id: number, body: { name?: string; sort?: number }) => Promise<ApiReply<unknown>>;
  remove: (id: number) => Promise<ApiReply<unknown>>;
}

interface Props {
  title: string;
  /** What the count column counts (文章 / 资源). */
  countLabel: string;
  api: CategoryApi;
}

function CategoryForm({ title, trigger, initial, onFinish }: { title: string; trigger: React.JSX.Element; initial?: Category; onFinish: (v: { name: string; sort: number }) => Promise<boolean> }) {
  return (
    <ModalForm<{ name: string; sort: number }>
      title={title}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial ? { name: initial.name, sort: initial.sort } : { sort: 0 }}
      onFinish={onFinish}
    >
      <ProFormText name="name" label="分类名称" rules={[{ required: true, whitespace: true, message: '请输入分类名称' }, { max: 32, message: '分类名称最多 32 个字' }]} />
      <ProFormDigit name="sort" label="排序值" tooltip="越小越靠前" fieldProps={{ precision: 0 }} min={-100000} max={100000} rules={[{ required: true, message: '请输入排序值' }]} />
    </ModalForm>
  );
}

/** A category table (forum or resource categories): create, rename / reorder, delete when empty. */
export function CategoryAdmin({ title, countLabel, api }: Props) {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<Category>[] = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: '名称', dataIndex: 'name' },
    { title: '排序值', dataIndex: 'sort', width: 100 },
    { title: `${countLabel}数`, dataIndex: 'count', width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      render: (_, r) => [
        <CategoryForm
          key="edit"
          title={`编辑分类：${r.name}`}
          trigger={<RowAction>编辑</RowAction>}
          initial={r}
          onFinish={async (v) => {
            const ok = await write(() => api.update(r.id, { name: v.name.trim(), sort: v.sort }));
            if (ok) reload();
            return ok;
          }}
        />,
        <Popconfirm
          key="delete"
          title={`确定删除分类「${r.name}」？`}
          description={r.count > 0 ? `该分类下还有 ${r.count} 个${countLabel}，服务器会拒绝删除。` : undefined}
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            if (await write(() => api.remove(r.id))) reload();
          }}
        >
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>{title}</PageTitle>}>
      <ProTable<Category>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={false}
        pagination={false}
        options={{ density: false, setting: false }}
        request={async () => listData(await api.list())}
        toolBarRender={() => [
          <CategoryForm
            key="create"
            title="新增分类"
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                新增分类
              </Button>
            }
            onFinish={async (v) => {
              const ok = await write(() => api.create({ name: v.name.trim(), sort: v.sort }));
              if (ok) reload();
              return ok;
            }}
          />,
        ]}
      />
    </PageContainer>
  );
}
