import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDigit, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef } from 'react';
import { adminApi, type InviteCode } from '../../api/admin';
import { cleanParams, formatDateTime, pagination, tableData, write, PageTitle, StatusTag } from './shared';

/** /admin/inviteCode — invite codes: generate, list with status and who used them. */
export default function InviteCodeAdmin() {
  const ref = useRef<ActionType>(undefined);
  const columns: ProColumns<InviteCode>[] = [
    { title: '邀请码', dataIndex: 'code', copyable: true },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { unused: { text: '未使用' }, used: { text: '已使用' } },
      render: (_, r) => (r.status === 'used' ? <StatusTag tone="grey">已使用</StatusTag> : <StatusTag tone="green">未使用</StatusTag>),
    },
    { title: '所属用户', dataIndex: 'owner_name', search: false, render: (_, r) => r.owner_name || '系统生成' },
    { title: '使用者', dataIndex: 'used_by_name', search: false, render: (_, r) => r.used_by_name || '—' },
    { title: '使用时间', dataIndex: 'used_time', search: false, render: (_, r) => formatDateTime(r.used_time) },
    { title: '生成时间', dataIndex: 'create_time', search: false, render: (_, r) => formatDateTime(r.create_time) },
  ];
  return (
    <PageContainer title={<PageTitle>邀请码</PageTitle>}>
      <ProTable<InviteCode>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        request={async (params) => tableData(await adminApi.inviteCodes(cleanParams(params)))}
        toolBarRender={() => [
          <ModalForm<{ count: number }>
            key="generate"
            title="生成邀请码"
            trigger={<Button type="primary" icon={<PlusOutlined />}>生成邀请码</Button>}
            modalProps={{ destroyOnHidden: true }}
            initialValues={{ count: 10 }}
            onFinish={async (v) => {
              const ok = await write(() => adminApi.generateInviteCodes(v.count));
              if (ok) void ref.current?.reload();
              return ok;
            }}
          >
            <ProFormDigit name="count" label="数量" min={1} max={500} fieldProps={{ precision: 0 }} rules={[{ required: true, message: '请输入生成数量（1–500）' }]} />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  );
}
