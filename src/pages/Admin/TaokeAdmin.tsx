import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, PageContainer, ProFormDateTimeRangePicker, ProFormDigit, ProFormGroup, ProFormSelect, ProFormText, ProTable,
  type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { TAOKE_BUILTIN_CATEGORIES, TAOKE_SHOP_LABELS } from '../../../contract/promo-constants';
import { taokeApi, type TaokeAdminCreate, type TaokeAdminGoods, type TaokeAdminQuery } from '../../api/taoke';
import { cleanParams, formatDateTime, pagination, PageTitle, RowAction, StatusTag, write } from './shared';

/** The form's values: the API body with the validity as one range. */
type FormValues = Omit<TaokeAdminCreate, 'start_time' | 'end_time'> & { validity?: [string | dayjs.Dayjs | undefined, string | dayjs.Dayjs | undefined] };

const shopEnum = { tmall: { text: TAOKE_SHOP_LABELS.tmall }, taobao: { text: TAOKE_SHOP_LABELS.taobao } };
const categoryEnum = Object.fromEntries(TAOKE_BUILTIN_CATEGORIES.map((c) => [c, { text: c }]));
const iso = (v: string | dayjs.Dayjs | undefined) => (v ? dayjs(v).toISOString() : null);

function toBody(v: FormValues): TaokeAdminCreate {
  const { validity, ...rest } = v;
  return {
    ...rest,
    short_title: rest.short_title ?? '',
    coupon_condition: rest.coupon_condition ?? '',
    coupon_link: rest.coupon_link ?? '',
    tkl: rest.tkl ?? '',
    start_time: iso(validity?.[0]),
    end_time: iso(validity?.[1]),
  };
}

function GoodsForm({ title, trigger, initial, onFinish }: { title: string; trigger: React.JSX.Element; initial?: TaokeAdminGoods; onFinish: (v: TaokeAdminCreate) => Promise<boolean> }) {
  const initialValues: Partial<FormValues> | undefined = initial
    ? { ...initial, category: initial.category as FormValues['category'], validity: [initial.start_time ?? undefined, initial.end_time ?? undefined] }
    : { shop_type: 'tmall', category: '其他', sort: 0, month_sales: 0 };
  return (
    <ModalForm<FormValues>
      // its own id prefix: the table's search form has fields of the same names (title, category…)
      name="taoke-goods"
      title={title}
      trigger={trigger}
      width={720}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initialValues}
      onFinish={(v) => onFinish(toBody(v))}
    >
      <ProFormText name="title" label="商品标题" rules={[{ required: true, whitespace: true, message: '请输入商品标题' }, { max: 200, message: '最多 200 个字' }]} />
      <ProFormGroup>
        <ProFormText name="short_title" label="短标题" width="md" rules={[{ max: 60, message: '最多 60 个字' }]} />
        <ProFormSelect name="shop_type" label="店铺类型" width="sm" valueEnum={shopEnum} rules={[{ required: true, message: '请选择店铺类型' }]} />
        <ProFormSelect name="category" label="分类" width="sm" valueEnum={categoryEnum} rules={[{ required: true, message: '请选择分类' }]} />
      </ProFormGroup>
      <ProFormText name="picture_url" label="图片地址" placeholder="https://…" rules={[{ required: true, whitespace: true, message: '请输入图片地址' }]} />
      <ProFormGroup>
        <ProFormDigit name="original_price" label="原价（元）" width="xs" min={0} fieldProps={{ precision: 2 }} rules={[{ required: true, message: '请输入原价' }]} />
        <ProFormDigit name="coupon_amount" label="券面额（元）" width="xs" min={0} fieldProps={{ precision: 2 }} rules={[{ required: true, message: '请输入券面额' }]} />
        <ProFormDigit name="final_price" label="券后价（元）" width="xs" min={0} fieldProps={{ precision: 2 }} rules={[{ required: true, message: '请输入券后价' }]} />
        <ProFormText name="coupon_condition" label="用券条件" width="sm" placeholder="满99元可用" rules={[{ max: 60, message: '最多 60 个字' }]} />
        <ProFormDigit name="month_sales" label="月销量" width="xs" min={0} fieldProps={{ precision: 0 }} />
      </ProFormGroup>
      <ProFormText name="coupon_link" label="领券链接" placeholder="https://uland.taobao.com/…" tooltip="领券链接和淘口令至少填写一项" />
      <ProFormText name="tkl" label="淘口令" placeholder="￥AbCd1234￥" />
      <ProFormGroup>
        <ProFormDateTimeRangePicker name="validity" label="有效期" fieldProps={{ allowEmpty: [true, true] }} tooltip="留空表示不限" />
        <ProFormDigit name="sort" label="排序值" width="xs" tooltip="越小越靠前（综合排序）" fieldProps={{ precision: 0 }} min={-100000} max={100000} />
      </ProFormGroup>
    </ModalForm>
  );
}

/** /admin/taoke — the built-in 淘客 goods (issue 13): list, filter, add, edit, delete. */
export default function TaokeAdmin() {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<TaokeAdminGoods>[] = [
    { title: 'ID', dataIndex: 'id', width: 64, search: false },
    {
      title: '图片',
      dataIndex: 'picture_url',
      width: 72,
      search: false,
      render: (_, r) => <img src={r.picture_url} alt={r.short_title || r.title} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} loading="lazy" />,
    },
    { title: '标题', dataIndex: 'title', ellipsis: true, width: 240 },
    { title: '短标题', dataIndex: 'short_title', search: false, ellipsis: true, width: 140 },
    { title: '店铺', dataIndex: 'shop_type', valueEnum: shopEnum, width: 80, render: (_, r) => <StatusTag tone={r.shop_type === 'tmall' ? 'red' : 'orange'}>{TAOKE_SHOP_LABELS[r.shop_type]}</StatusTag> },
    { title: '分类', dataIndex: 'category', valueEnum: categoryEnum, width: 80 },
    { title: '原价', dataIndex: 'original_price', search: false, width: 80, render: (_, r) => `¥${r.original_price}` },
    { title: '券额', dataIndex: 'coupon_amount', search: false, width: 80, render: (_, r) => `¥${r.coupon_amount}` },
    { title: '用券条件', dataIndex: 'coupon_condition', search: false, width: 110 },
    { title: '券后价', dataIndex: 'final_price', search: false, width: 80, render: (_, r) => `¥${r.final_price}` },
    { title: '月销', dataIndex: 'month_sales', search: false, width: 80 },
    {
      title: '领券链接 / 淘口令',
      dataIndex: 'coupon_link',
      search: false,
      width: 200,
      ellipsis: true,
      render: (_, r) => (
        <span>
          {r.coupon_link ? <a href={r.coupon_link} target="_blank" rel="noopener noreferrer">领券链接</a> : null}
          {r.coupon_link && r.tkl ? ' · ' : null}
          {r.tkl}
        </span>
      ),
    },
    {
      title: '有效期',
      dataIndex: 'end_time',
      search: false,
      width: 200,
      render: (_, r) => (r.start_time || r.end_time ? `${r.start_time ? formatDateTime(r.start_time) : '不限'} 至 ${r.end_time ? formatDateTime(r.end_time) : '不限'}` : '不限'),
    },
    { title: '排序', dataIndex: 'sort', search: false, width: 64 },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, r) => [
        <GoodsForm
          key="edit"
          title={`编辑商品：${r.short_title || r.title}`}
          trigger={<RowAction>编辑</RowAction>}
          initial={r}
          onFinish={async (v) => {
            const ok = await write(() => taokeApi.adminUpdate(r.id, v));
            if (ok) reload();
            return ok;
          }}
        />,
        <Popconfirm key="delete" title={`删除「${r.short_title || r.title}」？`} okText="删除" cancelText="取消" onConfirm={async () => {
          if (await write(() => taokeApi.adminDelete(r.id))) reload();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>淘客商品</PageTitle>} content="站内淘客商品：未配置大淘客接口时，优惠券页面展示这些商品；接口失败时也用它们兜底。">
      <ProTable<TaokeAdminGoods>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        scroll={{ x: 1500 }}
        pagination={pagination}
        options={{ density: false, setting: false }}
        request={async (params) => {
          const { page, size, title, category, shop_type } = cleanParams(params);
          const { data } = await taokeApi.adminList({
            page: Number(page),
            size: Number(size),
            title: title as string | undefined,
            category: category as string | undefined,
            shop_type: shop_type as TaokeAdminQuery['shop_type'],
          });
          return { data: data.list, total: data.total, success: true };
        }}
        toolBarRender={() => [
          <GoodsForm
            key="create"
            title="新增淘客商品"
            trigger={<Button type="primary" icon={<PlusOutlined />}>新增商品</Button>}
            onFinish={async (v) => {
              const ok = await write(() => taokeApi.adminCreate(v));
              if (ok) reload();
              return ok;
            }}
          />,
        ]}
      />
    </PageContainer>
  );
}
