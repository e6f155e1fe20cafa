import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ArticleList } from '../../components/ArticleList';
import { Button, LinkButton } from '../../components/Button';
import { CategoryTabs } from '../../components/CategoryTabs';
import { RadioGroup } from '../../components/RadioGroup';
import { TextInput } from '../../components/TextInput';
import { forumCategoriesRequested, forumListRequested, useAppDispatch, useAppSelector, type ForumListRequest } from '../../store';
import { spacing } from '../../theme/tokens';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const pageOf = (raw: string | undefined) => Math.max(1, Number.parseInt(raw ?? '1', 10) || 1);

/**
 * /main/bbs/list[/{page}] — the whole forum (pinned first); /main/bbs/filter/{type}/{id}[/{page}]
 * — one category (type cate), one author (type user) or a search (type search, id = the words).
 */
export default function BbsList() {
  useDocumentTitle('论坛');
  const params = useParams<{ page?: string; type?: string; id?: string }>();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { categories, list, fixed } = useAppSelector((s) => s.forum);
  const page = pageOf(params.page);
  const [search, setSearch] = useSearchParams();
  const byReply = !params.type && search.get('order') === 'replied';

  const request = useMemo<ForumListRequest>(() => {
    if (params.type === 'cate') return { kind: 'cate', id: Number(params.id), page };
    if (params.type === 'user') return { kind: 'user', id: Number(params.id), page };
    if (params.type === 'search') return { kind: 'search', q: params.id ?? '', page };
    return byReply ? { kind: 'all', page, order: 'replied' } : { kind: 'all', page };
  }, [params.type, params.id, page, byReply]);
  const base = params.type ? `/main/bbs/filter/${params.type}/${encodeURIComponent(params.id ?? '')}` : '/main/bbs/list';

  useEffect(() => {
    dispatch(forumCategoriesRequested());
  }, [dispatch]);
  useEffect(() => {
    dispatch(forumListRequested(request));
  }, [dispatch, request]);

  const cate = request.kind === 'cate' ? categories.find((c) => c.id === request.id) : undefined;
  const title =
    request.kind === 'cate'
      ? `分类：${cate?.name ?? ''}`
      : request.kind === 'user'
        ? `${list.list[0]?.username ?? '该用户'}的文章`
        : request.kind === 'search'
          ? `搜索“${request.q}”`
          : byReply
            ? '最新回复'
            : '最新文章';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: spacing.sm }}>
        {/* the tabs take the room there is, not the room their names ask for: when the categories
            arrive the search and the buttons beside them stay where they were */}
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <CategoryTabs categories={categories} activeId={request.kind === 'cate' ? (request.id ?? null) : request.kind === 'all' ? null : -1} />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }}>
          <form
            role="search"
            aria-label="搜索文章"
            style={{ display: 'flex', width: 240, maxWidth: '100%' }}
            onSubmit={(e) => {
              e.preventDefault();
              const words = String(new FormData(e.currentTarget).get('q') ?? '').trim();
              navigate(words ? `/main/bbs/filter/search/${encodeURIComponent(words)}` : '/main/bbs/list');
            }}
          >
            <TextInput
              key={request.kind === 'search' ? request.q : ''}
              type="search"
              name="q"
              aria-label="搜索文章"
              placeholder="搜索文章"
              defaultValue={request.kind === 'search' ? request.q : ''}
              style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
            />
            <Button type="submit" iconOnly aria-label="搜索" style={{ borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: -1, flex: 'none' }}>
              <SearchOutlined aria-hidden />
            </Button>
          </form>
          {!params.type ? (
            <RadioGroup
              label="文章排序"
              value={byReply ? 'replied' : 'latest'}
              onChange={(v) => setSearch(v === 'replied' ? { order: 'replied' } : {})}
              options={[{ label: '最新发表', value: 'latest' }, { label: '最新回复', value: 'replied' }]}
            />
          ) : null}
          <LinkButton href="#/main/bbs/rank">排行</LinkButton>
          <LinkButton variant="primary" href="#/main/bbs/publish">
            <EditOutlined aria-hidden />
            发帖
          </LinkButton>
        </div>
      </div>
      <ArticleList
        title={title}
        articles={list.list}
        pinned={request.kind === 'all' ? fixed : []}
        total={list.total}
        page={list.page}
        size={list.size}
        loading={list.loading}
        error={list.error}
        emptyText={request.kind === 'search' ? '没有找到相关文章' : '暂无数据'}
        onPageChange={(p) => navigate(`${base}/${p}${byReply ? '?order=replied' : ''}`)}
        onRetry={() => dispatch(forumListRequested(request))}
      />
    </div>
  );
}
