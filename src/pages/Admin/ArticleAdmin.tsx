import { ModalForm, PageContainer, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Popconfirm } from 'antd';
import { useRef } from 'react';
import { adminApi } from '../../api/admin';
import { articlesApi, type ArticleListItem, type BbsCategory } from '../../api/articles';
import { formatDateTime, pagination, write, PageTitle, StatusTag, RowAction } from './shared';

async function cateOptions() {
  const reply = await adminApi.bbsCates();
  return reply.data.map((c: BbsCategory) => ({ label: c.name, value: c.id }));
}

function EditArticle({ article, onDone }: { article: ArticleListItem; onDone: () => void }) {
  return (
    <ModalForm<{ title: string; cate_id: number; content: string; source_link: string }>
      title={`编辑文章 #${article.id}`}
      trigger={<RowAction>编辑</RowAction>}
      width={720}
      modalProps={{ destroyOnHidden: true }}
      request={async () => {
        const { data } = await articlesApi.detail(article.id);
        return { title: data.title, cate_id: data.cate_id, content: data.content, source_link: data.source_link ?? '' };
      }}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.updateArticle(article.id, v));
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormText name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 100, message: '标题最多 100 字' }]} />
      <ProFormSelect name="cate_id" label="分类" request={cateOptions} rules={[{ required: true, message: '请选择分类' }]} />
      <ProFormTextArea name="content" label="正文（Markdown）" fieldProps={{ rows: 10 }} rules={[{ required: true, whitespace: true, message: '请输入正文' }]} />
      <ProFormText name="source_link" label="网盘链接" placeholder="可留空" />
    </ModalForm>
  );
}

/** /admin/article — every article (pinned first, from the public list GET /v1/article), edit, delete, pin / unpin. */
export default function ArticleAdmin() {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const columns: ProColumns<ArticleListItem>[] = [
    { title: 'ID', dataIndex: 'id', width: 72, search: false },
    {
      title: '标题',
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <>
          {r.fixed ? <StatusTag tone="orange">置顶</StatusTag> : null}
          <a href={`#/main/bbs/post/${r.id}`} target="_blank" rel="noreferrer">
            {r.title}
          </a>
        </>
      ),
    },
    { title: '分类', dataIndex: 'cate_id', valueType: 'select', request: cateOptions, render: (_, r) => r.cate_name },
    { title: '作者', dataIndex: 'username', search: false },
    { title: '浏览', dataIndex: 'views', search: false, width: 90, sorter: true, sortDirections: ['descend'] },
    { title: '点赞', dataIndex: 'likes', search: false, width: 90, sorter: true, sortDirections: ['descend'] },
    { title: '发布时间', dataIndex: 'create_time', search: false, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 180,
      render: (_, r) => [
        <RowAction
          key="pin"
          onClick={async () => {
            if (await write(() => adminApi.setArticleFixed(r.id, !r.fixed))) reload();
          }}
        >
          {r.fixed ? '取消置顶' : '置顶'}
        </RowAction>,
        <EditArticle key="edit" article={r} onDone={reload} />,
        <Popconfirm
          key="delete"
          title={`确定删除文章「${r.title}」？`}
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            if (await write(() => adminApi.deleteArticle(r.id))) reload();
          }}
        >
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>文章管理</PageTitle>}>
      <ProTable<ArticleListItem>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        request={async (params, sort) => {
          // server-side sort: the list API orders by views or likes (descending), else latest
          const order = sort.views ? 'views' : sort.likes ? 'likes' : 'latest';
          const reply = await articlesApi.list({
            page: params.current ?? 1,
            size: params.pageSize ?? 10,
            cate_id: params.cate_id ? Number(params.cate_id) : undefined,
            order,
          });
          return { data: reply.data.list, total: reply.data.total, success: true };
        }}
      />
    </PageContainer>
  );
}
