import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDigit, ProFormGroup, ProFormSelect, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import { MOVIE_CATEGORIES, MOVIE_CATEGORY_LABELS, type MovieCategory } from '../../../contract/promo-constants';
import { movieApi, type MovieCurated, type MovieCuratedCreate } from '../../api/movie';
import { formatDateTime, PageTitle, RowAction, write } from './shared';

const categoryEnum = Object.fromEntries(MOVIE_CATEGORIES.map((c) => [c, { text: MOVIE_CATEGORY_LABELS[c] }]));

/** The form's values: the API body (optional text fields may be left empty). */
type FormValues = Omit<MovieCuratedCreate, 'rating'> & { rating?: number | null };

function toBody(v: FormValues): MovieCuratedCreate {
  return {
    category: v.category,
    title: v.title,
    year: v.year ?? '',
    rating: v.rating ?? null,
    cover_url: v.cover_url ?? '',
    episodes_info: v.episodes_info ?? '',
    site_url: v.site_url ?? '',
    sort: v.sort ?? 0,
  };
}

function EntryForm({ title, trigger, initial, onFinish }: { title: string; trigger: React.JSX.Element; initial?: MovieCurated; onFinish: (v: MovieCuratedCreate) => Promise<boolean> }) {
  return (
    <ModalForm<FormValues>
      // its own id prefix: the table's search form has fields of the same names (title, category…)
      name="movie-entry"
      title={title}
      trigger={trigger}
      width={640}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial ?? { category: 'movie_hot' as MovieCategory, sort: 0 }}
      onFinish={(v) => onFinish(toBody(v))}
    >
      <ProFormGroup>
        <ProFormSelect name="category" label="榜单" width="sm" valueEnum={categoryEnum} rules={[{ required: true, message: '请选择榜单' }]} />
        <ProFormText name="title" label="片名" width="md" rules={[{ required: true, whitespace: true, message: '请输入片名' }, { max: 100, message: '最多 100 个字' }]} />
      </ProFormGroup>
      <ProFormGroup>
        <ProFormText name="year" label="年份" width="xs" placeholder="2026" rules={[{ pattern: /^(\d{4})?$/, message: '年份必须是 4 位数字' }]} />
        <ProFormDigit name="rating" label="评分" width="xs" min={0} max={10} fieldProps={{ precision: 1, step: 0.1 }} tooltip="0–10，留空表示暂无评分" />
        <ProFormText name="episodes_info" label="集数说明" width="sm" placeholder="更新至12集 / 全36集" rules={[{ max: 40, message: '最多 40 个字' }]} />
        <ProFormDigit name="sort" label="排序值" width="xs" tooltip="越小越靠前" fieldProps={{ precision: 0 }} min={-100000} max={100000} />
      </ProFormGroup>
      <ProFormText name="cover_url" label="封面地址" placeholder="https://…" tooltip="经本站图片代理显示；留空时页面用片名绘制海报" rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: '封面地址必须以 http:// 或 https:// 开头' }]} />
      <ProFormText name="site_url" label="豆瓣链接" placeholder="https://movie.douban.com/subject/…" rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: '豆瓣链接必须以 http:// 或 https:// 开头' }]} />
    </ModalForm>
  );
}

/** /admin/movie — admin-curated entries of the built-in 影视 lists (issue 13): list, filter by list, add, edit, delete. */
export default function MovieAdmin() {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<MovieCurated>[] = [
    { title: 'ID', dataIndex: 'id', width: 64, search: false },
    { title: '榜单', dataIndex: 'category', valueEnum: categoryEnum, width: 100 },
    { title: '片名', dataIndex: 'title', ellipsis: true, width: 200 },
    { title: '年份', dataIndex: 'year', search: false, width: 72, render: (_, r) => r.year || '—' },
    { title: '评分', dataIndex: 'rating', search: false, width: 72, render: (_, r) => (r.rating === null ? '暂无' : r.rating.toFixed(1)) },
    { title: '集数说明', dataIndex: 'episodes_info', search: false, width: 120, render: (_, r) => r.episodes_info || '—' },
    {
      title: '豆瓣链接',
      dataIndex: 'site_url',
      search: false,
      width: 100,
      render: (_, r) => (r.site_url ? <a href={r.site_url} target="_blank" rel="noopener noreferrer">打开</a> : '—'),
    },
    { title: '排序', dataIndex: 'sort', search: false, width: 64 },
    { title: '创建时间', dataIndex: 'create_time', search: false, width: 160, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, r) => [
        <EntryForm
          key="edit"
          title={`编辑条目：${r.title}`}
          trigger={<RowAction>编辑</RowAction>}
          initial={r}
          onFinish={async (v) => {
            const ok = await write(() => movieApi.updateCurated(r.id, v));
            if (ok) reload();
            return ok;
          }}
        />,
        <Popconfirm key="delete" title={`删除「${r.title}」？`} okText="删除" cancelText="取消" onConfirm={async () => {
          if (await write(() => movieApi.deleteCurated(r.id))) reload();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>精选影视</PageTitle>} content="站内影视榜单的精选条目：未配置豆瓣接口时，影视页面展示这些条目和站内热门资源；接口失败时也用它们兜底。">
      <ProTable<MovieCurated>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        scroll={{ x: 1000 }}
        pagination={false}
        options={{ density: false, setting: false }}
        request={async (params) => {
          // the list is small (curated by hand): filtered here, all rows in one reply
          const { data } = await movieApi.curated();
          const category = params.category as string | undefined;
          const title = (params.title as string | undefined)?.trim();
          const rows = data.filter((m) => (!category || m.category === category) && (!title || m.title.includes(title)));
          return { data: rows, total: rows.length, success: true };
        }}
        toolBarRender={() => [
          <EntryForm
            key="create"
            title="新增精选条目"
            trigger={<Button type="primary" icon={<PlusOutlined />}>新增条目</Button>}
            onFinish={async (v) => {
              const ok = await write(() => movieApi.createCurated(v));
              if (ok) reload();
              return ok;
            }}
          />,
        ]}
      />
    </PageContainer>
  );
}
