import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import { adminApi, type BannedKeyword } from '../../api/admin';
import { formatDateTime, listData, write, PageTitle, RowAction } from './shared';

/** /admin/bankey — banned words: bulk paste (one a line or comma separated), delete. */
export default function BankeyAdmin() {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<BannedKeyword>[] = [
    { title: 'ID', dataIndex: 'id', width: 72, search: false },
    { title: '违禁词', dataIndex: 'keyword', fieldProps: { placeholder: '包含的文字' } },
    { title: '添加时间', dataIndex: 'create_time', search: false, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, r) => [
        <Popconfirm key="delete" title={`确定删除违禁词「${r.keyword}」？`} okText="删除" cancelText="取消" onConfirm={async () => {
          if (await write(() => adminApi.deleteBankey(r.id))) reload();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>违禁词</PageTitle>} content="搜索、分享标题和订阅中含有违禁词的会被拒绝。">
      <ProTable<BannedKeyword>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        options={{ density: false, setting: false }}
        request={async (params: { keyword?: string }) => {
          const reply = await adminApi.bankeys();
          const kw = params.keyword?.trim();
          return listData({ ...reply, data: kw ? reply.data.filter((r) => r.keyword.includes(kw)) : reply.data });
        }}
        toolBarRender={() => [
          <ModalForm<{ keywords: string }>
            key="add"
            title="批量添加违禁词"
            trigger={<Button type="primary" icon={<PlusOutlined />}>批量添加</Button>}
            modalProps={{ destroyOnHidden: true }}
            onFinish={async (v) => {
              const ok = await write(() => adminApi.addBankeys(v.keywords));
              if (ok) reload();
              return ok;
            }}
          >
            <ProFormTextArea
              name="keywords"
              label="违禁词"
              placeholder={'每行一个，也可用逗号分隔'}
              fieldProps={{ rows: 8 }}
              rules={[
                { required: true, whitespace: true, message: '请粘贴至少一个违禁词' },
                {
                  validator: (_: unknown, v: string | undefined) =>
                    (v ?? '').split(/[\n,，]/).some((w) => w.trim().length > 100) ? Promise.reject(new Error('每个违禁词最多 100 个字')) : Promise.resolve(),
                },
              ]}
            />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  );
}
