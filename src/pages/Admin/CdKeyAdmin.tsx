import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDigit, ProFormRadio, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { adminApi, type CdKey } from '../../api/admin';
import { notify } from '../../lib/toast';
import { cleanParams, formatDateTime, pagination, tableData, PageTitle, StatusTag } from './shared';

/** Saves a downloaded file through an object URL (the browser's download of an <a download>). */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the server's CSV of the CD keys matching the current filter (errors toast in http.ts). */
async function exportCsv(filter: Record<string, string | number | undefined>) {
  try {
    const { blob, filename } = await adminApi.exportCdKeys(filter);
    saveBlob(blob, filename);
    notify.success(`已导出 ${filename}`);
  } catch {
    // http.ts has shown the server's message
  }
}

/** /admin/cdKey — CD keys: generate a batch (coins or VIP days), filter, see who redeemed, export CSV. */
export default function CdKeyAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [filter, setFilter] = useState<Record<string, string | number | undefined>>({});
  const [generated, setGenerated] = useState<{ note: string; codes: string[] } | null>(null);
  const columns: ProColumns<CdKey>[] = [
    { title: '卡密', dataIndex: 'code', copyable: true },
    { title: '类型', dataIndex: 'kind', valueType: 'select', valueEnum: { coin: { text: '金币' }, vip: { text: 'VIP 天数' } } },
    { title: '数量', dataIndex: 'amount', search: false, render: (_, r) => (r.kind === 'vip' ? `${r.amount} 天` : `${r.amount} 金币`) },
    { title: '批次', dataIndex: 'note' },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { unused: { text: '未兑换' }, used: { text: '已兑换' } },
      render: (_, r) => (r.used ? <StatusTag tone="grey">已兑换</StatusTag> : <StatusTag tone="green">未兑换</StatusTag>),
    },
    { title: '兑换用户 ID', dataIndex: 'used_by', hideInTable: true, valueType: 'digit' },
    { title: '兑换用户', dataIndex: 'used_by_name', search: false, render: (_, r) => r.used_by_name || '—' },
    { title: '兑换时间', dataIndex: 'used_time', search: false, render: (_, r) => formatDateTime(r.used_time) },
    { title: '生成时间', dataIndex: 'create_time', search: false, render: (_, r) => formatDateTime(r.create_time) },
  ];
  return (
    <PageContainer title={<PageTitle>卡密</PageTitle>}>
      <ProTable<CdKey>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        request={async (params) => {
          const q = cleanParams(params);
          const { page: _p, size: _s, ...rest } = q;
          setFilter(rest);
          return tableData(await adminApi.cdKeys(q));
        }}
        toolBarRender={() => [
          <Button key="export" icon={<DownloadOutlined />} onClick={() => void exportCsv(filter)}>
            导出 CSV
          </Button>,
          <ModalForm<{ kind: 'coin' | 'vip'; amount: number; count: number; note?: string }>
            key="generate"
            name="cdkey_generate"
            title="生成卡密"
            trigger={<Button type="primary" icon={<PlusOutlined />}>生成卡密</Button>}
            modalProps={{ destroyOnHidden: true }}
            initialValues={{ kind: 'coin', count: 10 }}
            onFinish={async (v) => {
              try {
                const reply = await adminApi.generateCdKeys({ ...v, note: v.note?.trim() || undefined });
                notify.success(reply.msg);
                setGenerated(reply.data);
                void ref.current?.reload();
                return true;
              } catch {
                return false;
              }
            }}
          >
            <ProFormRadio.Group name="kind" label="类型" options={[{ label: '金币', value: 'coin' }, { label: 'VIP 天数', value: 'vip' }]} rules={[{ required: true, message: '请选择类型' }]} />
            <ProFormDigit name="amount" label="面值（金币数或 VIP 天数）" min={1} max={1_000_000} fieldProps={{ precision: 0 }} rules={[{ required: true, message: '请输入面值' }]} />
            <ProFormDigit name="count" label="数量" min={1} max={1000} fieldProps={{ precision: 0 }} rules={[{ required: true, message: '请输入生成数量' }]} />
            <ProFormText name="note" label="批次备注" placeholder="留空则按时间生成" rules={[{ max: 100, message: '备注最多 100 字' }]} />
          </ModalForm>,
        ]}
      />
      <Modal open={generated !== null} title={`已生成 ${generated?.codes.length ?? 0} 个卡密 · 批次「${generated?.note ?? ''}」`} footer={null} onCancel={() => setGenerated(null)}>
        <Input.TextArea aria-label="生成的卡密" readOnly rows={8} value={generated?.codes.join('\n') ?? ''} />
      </Modal>
    </PageContainer>
  );
}
