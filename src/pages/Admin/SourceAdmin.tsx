import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, PageContainer, ProCard, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SOURCE_INTERVAL_MAX, SOURCE_INTERVAL_MIN, SOURCE_KIND_NAMES, SOURCE_KIND_VALUES, SOURCE_STATUS_NAMES, type SourceKindValue } from '../../../contract/sources';
import { adminApi, type AdminSource, type AdminSourceDaily, type AdminSourceRun } from '../../api/admin';
import { SourceDailyChart } from '../../components/SourceDailyChart';
import { notify } from '../../lib/toast';
import { formatDateTime, PageTitle, RowAction, StatusTag, write } from './shared';

const ADDRESS_HINTS: Record<SourceKindValue, string> = {
  telegram: '频道预览页，例如 https://t.me/s/频道名',
  pansou: '盘搜兼容服务的网址，例如 https://so.example.com（按热门、置顶与订阅关键词搜索）',
  rss: 'RSS 2.0 或 Atom 订阅地址',
  flarum: 'Flarum 论坛首页网址，例如 https://bbs.example.com',
  file: 'JSONL / CSV 文件网址，或投放目录中的文件 drop:文件名.jsonl',
};

const TRIGGER_NAMES: Record<string, string> = { schedule: '定时', manual: '手动' };

function statusTag(status: string) {
  const text = SOURCE_STATUS_NAMES[status] ?? '未知';
  const tone = status === 'ok' ? 'green' : status === 'error' ? 'red' : status === 'running' || status === 'partial' ? 'orange' : 'grey';
  return <StatusTag tone={tone}>{text}</StatusTag>;
}

type SourceForm = { kind: SourceKindValue; name: string; address: string; interval_minutes: number; enabled: boolean };

function SourceFormFields({ kind, editing }: { kind?: SourceKindValue; editing: boolean }) {
  return (
    <>
      <ProFormSelect
        name="kind"
        label="类型"
        disabled={editing}
        options={SOURCE_KIND_VALUES.map((k) => ({ label: SOURCE_KIND_NAMES[k], value: k }))}
        rules={[{ required: true, message: '请选择来源类型' }]}
      />
      <ProFormText name="name" label="名称" placeholder="例如 影视资源频道" rules={[{ required: true, message: '请填写名称' }, { max: 64, message: '名称最多 64 个字' }]} />
      <ProFormText
        name="address"
        label="地址"
        placeholder={kind ? ADDRESS_HINTS[kind] : '先选择类型'}
        extra={kind ? ADDRESS_HINTS[kind] : undefined}
        rules={[{ required: true, message: '请填写地址' }, { max: 1000, message: '地址最多 1000 个字符' }]}
      />
      <ProFormDigit
        name="interval_minutes"
        label="采集间隔（分钟）"
        min={SOURCE_INTERVAL_MIN}
        max={SOURCE_INTERVAL_MAX}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请填写采集间隔' }]}
      />
      <ProFormSwitch name="enabled" label="启用" />
    </>
  );
}

/** /admin/source — 资源来源 (issue 29): sources with their state, add/edit/pause/resume/run now, the per-day chart and the cycle log. */
export default function SourceAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [runs, setRuns] = useState<AdminSourceRun[] | null>(null);
  const [daily, setDaily] = useState<AdminSourceDaily | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const [kind, setKind] = useState<SourceKindValue | undefined>('telegram');

  // the chart and the log reload whenever the table does (after a run, an edit, 刷新)
  const [sideTick, setSideTick] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([adminApi.sourceRuns(30), adminApi.sourceDaily(14)]).then(
      ([r, d]) => {
        if (!live) return;
        setRuns(r.data.list);
        setDaily(d.data);
      },
      () => live && setRuns((v) => v ?? []),
    );
    return () => {
      live = false;
    };
  }, [sideTick]);

  const reloadAll = () => {
    void ref.current?.reload();
    setSideTick((n) => n + 1);
  };

  const runNow = async (s: AdminSource) => {
    setRunning(s.id);
    try {
      const reply = await adminApi.runSource(s.id);
      if (reply.data.status === 'error') notify.error(reply.msg);
      else notify.success(reply.msg);
    } catch {
      // http.ts has shown the server's message (409 while another process crawls it)
    } finally {
      setRunning(null);
      reloadAll();
    }
  };

  const columns: ProColumns<AdminSource>[] = [
    { title: '名称', dataIndex: 'name', render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text> },
    { title: '类型', dataIndex: 'kind', render: (_, s) => SOURCE_KIND_NAMES[s.kind] },
    { title: '地址', dataIndex: 'address', ellipsis: true, copyable: true },
    { title: '间隔', dataIndex: 'interval_minutes', render: (_, s) => `${s.interval_minutes} 分钟` },
    {
      title: '状态',
      dataIndex: 'last_status',
      render: (_, s) => (
        <Space size={4} wrap>
          {s.enabled ? statusTag(s.last_status) : <StatusTag tone="grey">已暂停</StatusTag>}
          {s.failures > 0 ? <Typography.Text type="secondary">连续失败 {s.failures} 次</Typography.Text> : null}
        </Space>
      ),
    },
    { title: '上次运行', dataIndex: 'last_run_time', render: (_, s) => (s.last_run_time ? formatDateTime(s.last_run_time) : '尚未运行') },
    { title: '下次运行', dataIndex: 'next_run_time', render: (_, s) => (s.enabled && s.next_run_time ? formatDateTime(s.next_run_time) : '—') },
    { title: '采集 / 新增 / 重复 / 拒绝', dataIndex: 'seen', render: (_, s) => `${s.seen} / ${s.new_count} / ${s.duplicates} / ${s.refused}` },
    {
      title: '最近错误',
      dataIndex: 'last_error',
      ellipsis: true,
      render: (_, s) =>
        s.last_error ? (
          <Tooltip title={`${formatDateTime(s.last_error_time ?? '')}：${s.last_error}`}>
            <Typography.Text type="danger">{s.last_error}</Typography.Text>
          </Tooltip>
        ) : (
          '无'
        ),
    },
    {
      title: '操作',
      valueType: 'option',
      render: (_, s) => [
        <RowAction key="run" loading={running === s.id} disabled={running !== null && running !== s.id} onClick={() => void runNow(s)}>
          立即运行
        </RowAction>,
        <RowAction
          key="toggle"
          onClick={async () => {
            if (await write(() => adminApi.updateSource(s.id, { enabled: !s.enabled }))) reloadAll();
          }}
        >
          {s.enabled ? '暂停' : '恢复'}
        </RowAction>,
        <ModalForm<SourceForm>
          key="edit"
          title={`编辑来源：${s.name}`}
          trigger={<RowAction>编辑</RowAction>}
          modalProps={{ destroyOnHidden: true }}
          initialValues={{ kind: s.kind, name: s.name, address: s.address, interval_minutes: s.interval_minutes, enabled: s.enabled }}
          onFinish={async (v) => {
            const done = await write(() => adminApi.updateSource(s.id, { name: v.name, address: v.address, interval_minutes: v.interval_minutes, enabled: v.enabled }));
            if (done) reloadAll();
            return done;
          }}
        >
          <SourceFormFields kind={s.kind} editing />
        </ModalForm>,
        <Popconfirm key="del" title="删除这个来源？已采集的资源会保留。" okText="删除" cancelText="取消" onConfirm={async () => {
          if (await write(() => adminApi.deleteSource(s.id))) reloadAll();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];

  const runColumns: ProColumns<AdminSourceRun>[] = [
    { title: '开始时间', dataIndex: 'start_time', render: (_, r) => formatDateTime(r.start_time) },
    { title: '来源', dataIndex: 'source_name' },
    { title: '方式', dataIndex: 'trigger', render: (_, r) => TRIGGER_NAMES[r.trigger] ?? '其他' },
    { title: '结果', dataIndex: 'status', render: (_, r) => statusTag(r.status) },
    { title: '页数', dataIndex: 'pages' },
    { title: '采集 / 新增 / 重复 / 拒绝', dataIndex: 'seen', render: (_, r) => `${r.seen} / ${r.new_count} / ${r.duplicates} / ${r.refused}` },
    { title: '用时', dataIndex: 'duration_ms', render: (_, r) => (r.duration_ms === null ? '进行中' : `${(r.duration_ms / 1000).toFixed(1)} 秒`) },
    { title: '错误', dataIndex: 'error', ellipsis: true, render: (_, r) => r.error || '无' },
  ];

  return (
    <PageContainer title={<PageTitle>资源来源</PageTitle>} content="后台定时从 Telegram 频道、盘搜兼容服务、RSS 订阅、Flarum 论坛和合作方文件采集网盘链接，与会员分享走同一套解析、违禁词、去重与审核流程。">
      <ProTable<AdminSource>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        options={{ density: false, setting: false, reload: () => reloadAll() }}
        headerTitle="来源列表"
        locale={{ emptyText: '还没有来源，点击右上角「添加来源」' }}
        request={async () => {
          const reply = await adminApi.sources();
          return { data: reply.data.list, total: reply.data.total, success: true };
        }}
        toolBarRender={() => [
          <ModalForm<SourceForm>
            key="add"
            title="添加来源"
            trigger={<Button type="primary" icon={<PlusOutlined />}>添加来源</Button>}
            modalProps={{ destroyOnHidden: true }}
            initialValues={{ kind: 'telegram', interval_minutes: 30, enabled: true }}
            onValuesChange={(changed: Partial<SourceForm>) => {
              if (changed.kind) setKind(changed.kind);
            }}
            onFinish={async (v) => {
              const done = await write(() => adminApi.createSource({ ...v, name: v.name.trim(), address: v.address.trim() }));
              if (done) reloadAll();
              return done;
            }}
          >
            <SourceFormFields kind={kind} editing={false} />
          </ModalForm>,
        ]}
      />
      <ProCard title="每天新增资源" style={{ marginTop: 16 }} loading={daily === null}>
        {daily ? (
          <SourceDailyChart
            title="最近 14 天每天新增的资源（按来源）"
            labels={daily.days.map((d) => d.slice(5))}
            series={daily.series.map((s) => ({ name: s.name, counts: s.counts }))}
          />
        ) : null}
      </ProCard>
      <ProTable<AdminSourceRun>
        rowKey="id"
        style={{ marginTop: 16 }}
        headerTitle="最近的采集记录"
        columns={runColumns}
        dataSource={runs ?? []}
        loading={runs === null}
        search={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        options={false}
        locale={{ emptyText: '还没有采集记录' }}
      />
    </PageContainer>
  );
}
