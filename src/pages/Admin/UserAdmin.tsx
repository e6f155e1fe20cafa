import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, PageContainer, ProDescriptions, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProTable,
  type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { Button, DatePicker, Drawer, Form, Popconfirm, Space, Table, Typography } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi, type AdminUser, type AdminUserInfos } from '../../api/admin';
import { PageLoading } from '../../components/PageLoading';
import { formatCoin } from '../../lib/format';
import { cleanParams, formatDateTime, pagination, sortParams, tableData, write, PageTitle, RowAction, StatusTag } from './shared';

const ROLE_OPTIONS = [
  { label: '普通用户', value: 'user' },
  { label: '管理员', value: 'admin' },
];

const usernameRules = [
  { required: true, message: '请输入用户名' },
  { min: 2, max: 20, message: '用户名为 2–20 个字符' },
];
const passwordRules = [{ min: 8, max: 64, message: '密码为 8–64 个字符' }];
const emailRules = [{ type: 'email' as const, message: '邮箱格式不正确' }];

function CreateUser({ onDone }: { onDone: () => void }) {
  return (
    <ModalForm<{ username: string; password: string; email: string; role: 'user' | 'admin'; coin?: number; reason?: string }>
      title="新建用户"
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          新建用户
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ role: 'user' }}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.createUser({ ...v, coin: v.coin || undefined, reason: v.reason || undefined }));
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormText name="username" label="用户名" rules={usernameRules} />
      <ProFormText.Password name="password" label="密码" rules={[{ required: true, message: '请输入密码' }, ...passwordRules]} />
      <ProFormText name="email" label="邮箱" rules={[{ required: true, message: '请输入邮箱' }, ...emailRules]} />
      <ProFormSelect name="role" label="角色" options={ROLE_OPTIONS} rules={[{ required: true, message: '请选择角色' }]} />
      <ProFormDigit name="coin" label="初始金币" min={0} fieldProps={{ precision: 0 }} />
      <ProFormText name="reason" label="发放原因" placeholder="初始金币大于 0 时记入金币流水" />
    </ModalForm>
  );
}

/** The VIP expiry to send: undefined when unchanged, null when cleared, else ISO 8601. */
function vipExpiredChange(before: string | null, picked: Dayjs | string | null | undefined): string | null | undefined {
  const next = picked ? dayjs(picked) : null;
  if (!next) return before === null ? undefined : null;
  if (before !== null && dayjs(before).isSame(next)) return undefined;
  return next.toISOString();
}

function EditUser({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  return (
    <ModalForm<{ email: string; password?: string; role: 'user' | 'admin'; banned: boolean; vip_expired?: Dayjs | null }>
      title={`编辑用户：${user.username}`}
      trigger={
        <RowAction>
          编辑
        </RowAction>
      }
      modalProps={{ destroyOnHidden: true }}
      dateFormatter={false}
      initialValues={{ email: user.email, role: user.role, banned: user.banned, vip_expired: user.vip_expired ? dayjs(user.vip_expired) : null }}
      onFinish={async (v) => {
        const ok = await write(() =>
          adminApi.updateUser(user.id, {
            email: v.email,
            role: v.role,
            banned: v.banned,
            password: v.password || undefined,
            vip_expired: vipExpiredChange(user.vip_expired, v.vip_expired),
          }),
        );
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormText name="email" label="邮箱" rules={[{ required: true, message: '请输入邮箱' }, ...emailRules]} />
      <ProFormText.Password name="password" label="新密码" placeholder="留空则不修改" rules={passwordRules} />
      <ProFormSelect name="role" label="角色" options={ROLE_OPTIONS} rules={[{ required: true, message: '请选择角色' }]} />
      <ProFormSwitch name="banned" label="封禁" checkedChildren="已封禁" unCheckedChildren="正常" />
      <Form.Item name="vip_expired" label="VIP 到期时间" extra="留空表示清除 VIP；到期时间早于现在即不再是 VIP">
        <DatePicker showTime locale={zhCN.DatePicker} format="YYYY-MM-DD HH:mm:ss" placeholder="选择到期时间" style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}

function AdjustCoins({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  return (
    <ModalForm<{ coin_delta: number; reason: string }>
      title={`调整金币：${user.username}（当前 ${formatCoin(user.coin)}）`}
      trigger={
        <RowAction>
          调整金币
        </RowAction>
      }
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.updateUser(user.id, { coin_delta: v.coin_delta, reason: v.reason }));
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormDigit
        name="coin_delta"
        label="变动数量"
        tooltip="正数发放，负数扣除"
        fieldProps={{ precision: 0 }}
        min={-1_000_000_000}
        max={1_000_000_000}
        rules={[
          { required: true, message: '请输入变动数量' },
          { validator: (_: unknown, v: number) => (v === 0 ? Promise.reject(new Error('变动数量不能为 0')) : Promise.resolve()) },
        ]}
      />
      <ProFormTextArea
        name="reason"
        label="原因"
        rules={[
          { required: true, whitespace: true, message: '请填写调整原因' },
          { max: 200, message: '原因最多 200 字' },
        ]}
      />
    </ModalForm>
  );
}

function UserDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Drawer open={id !== null} onClose={onClose} width={720} title="用户详情" destroyOnHidden>
      {id !== null && <UserDetailBody key={id} id={id} onFailed={onClose} />}
    </Drawer>
  );
}

function UserDetailBody({ id, onFailed }: { id: number; onFailed: () => void }) {
  const [data, setData] = useState<AdminUserInfos | null>(null);
  useEffect(() => {
    let live = true;
    adminApi.userInfos(id).then(
      (r) => live && setData(r.data),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [id, onFailed]);
  if (!data) return <PageLoading tip="加载中…" minHeight={200} />;
  return (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ProDescriptions<AdminUser>
            column={2}
            dataSource={data.info}
            columns={[
              { title: 'ID', dataIndex: 'id' },
              { title: '用户名', dataIndex: 'username' },
              { title: '邮箱', dataIndex: 'email' },
              { title: '角色', dataIndex: 'role', render: (_, r) => (r.role === 'admin' ? '管理员' : '普通用户') },
              { title: '金币', dataIndex: 'coin', render: (_, r) => formatCoin(r.coin) },
              { title: 'VIP 到期', dataIndex: 'vip_expired', render: (_, r) => formatDateTime(r.vip_expired) },
              { title: '连续签到', dataIndex: 'continue_sign_days', render: (_, r) => `${r.continue_sign_days} 天` },
              { title: '状态', dataIndex: 'banned', render: (_, r) => (r.deleted ? '已删除' : r.banned ? '已封禁' : '正常') },
              { title: '最近登录', dataIndex: 'last_login_ip', render: (_, r) => `${r.last_login_ip || '—'} ${r.last_login_belong}` },
              { title: '注册时间', dataIndex: 'create_time', render: (_, r) => formatDateTime(r.create_time) },
            ]}
          />
          <Typography.Title level={5}>最近金币流水（账本合计 {formatCoin(data.ledger_sum)}）</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.ledger}
            columns={[
              { title: '时间', dataIndex: 'create_time', render: (v: string) => formatDateTime(v) },
              { title: '变动', dataIndex: 'delta', render: (v: number) => (v > 0 ? `+${v}` : String(v)) },
              { title: '余额', dataIndex: 'balance_after' },
              { title: '说明', dataIndex: 'note' },
            ]}
          />
          <Typography.Title level={5}>最近订单</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.orders}
            columns={[
              { title: '订单号', dataIndex: 'order_no' },
              { title: '内容', dataIndex: 'title' },
              { title: '花费', dataIndex: 'cost' },
              { title: '时间', dataIndex: 'create_time', render: (v: string) => formatDateTime(v) },
            ]}
          />
        </Space>
  );
}

/** /admin/user — users: server-side paging and filters, create, edit, coins with a reason, delete, detail. */
export default function UserAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [detailId, setDetailId] = useState<number | null>(null);
  const reload = () => void ref.current?.reload();
  const closeDetail = useCallback(() => setDetailId(null), []);
  const columns: ProColumns<AdminUser>[] = [
    { title: 'ID', dataIndex: 'id', width: 80, search: false, sorter: true },
    { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '用户名或邮箱' } },
    {
      title: '用户名',
      dataIndex: 'username',
      search: false,
      render: (_, r) => (
        <RowAction onClick={() => setDetailId(r.id)}>
          {r.username}
        </RowAction>
      ),
    },
    { title: '邮箱', dataIndex: 'email', search: false, ellipsis: true },
    { title: '角色', dataIndex: 'role', valueType: 'select', valueEnum: { user: { text: '普通用户' }, admin: { text: '管理员' } } },
    { title: '金币', dataIndex: 'coin', search: false, sorter: true, render: (_, r) => formatCoin(r.coin) },
    { title: 'VIP 到期', dataIndex: 'vip_expired', search: false, sorter: true, render: (_, r) => (r.is_vip ? formatDateTime(r.vip_expired) : '—') },
    { title: '连续签到', dataIndex: 'continue_sign_days', search: false, sorter: true, render: (_, r) => `${r.continue_sign_days} 天` },
    {
      title: '状态',
      dataIndex: 'banned',
      valueType: 'select',
      valueEnum: { '0': { text: '正常' }, '1': { text: '已封禁' } },
      render: (_, r) => (r.deleted ? <StatusTag tone="grey">已删除</StatusTag> : r.banned ? <StatusTag tone="red">已封禁</StatusTag> : <StatusTag tone="green">正常</StatusTag>),
    },
    { title: '注册时间', dataIndex: 'create_time', search: false, sorter: true, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 230,
      render: (_, r) => [
        <RowAction key="detail" onClick={() => setDetailId(r.id)}>
          详情
        </RowAction>,
        <EditUser key="edit" user={r} onDone={reload} />,
        <AdjustCoins key="coin" user={r} onDone={reload} />,
        <Popconfirm
          key="delete"
          title={`确定删除用户 ${r.username}？`}
          description="删除后该用户不能再登录，金币流水与文章保留。"
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            if (await write(() => adminApi.deleteUser(r.id))) reload();
          }}
        >
          <RowAction danger>
            删除
          </RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>用户管理</PageTitle>}>
      <ProTable<AdminUser>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        request={async (params, sort) => tableData(await adminApi.users({ ...cleanParams(params), ...sortParams(sort) }))}
        toolBarRender={() => [<CreateUser key="create" onDone={reload} />]}
        options={{ density: false, setting: false }}
      />
      <UserDetail id={detailId} onClose={closeDetail} />
    </PageContainer>
  );
}
