import { DiskTypeTabs } from '../../components/DiskTypeTabs';
import { RadioGroup } from '../../components/RadioGroup';
import { ResourceResults } from '../../components/ResourceResults';
import { Tabs } from '../../components/Tabs';
import { browseRequested, categoriesRequested, useAppSelector } from '../../store';
import { spacing } from '../../theme/tokens';
import { PageTitle } from '../Search/PageTitle';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUrlState } from '../urlState';

const SIZE = 10;

/** /main/list — browse resources by netdisk category, newest or most viewed first. */
export default function ResourceList() {
  useDocumentTitle('资源分类');
  const onlyFree = useAppSelector((s) => s.search.onlyFree);
  // the filters live in the URL: `#/main/list?cat=3&skey=quark&sort=views&page=2` (issue 30)
  const [query, setQuery] = useUrlState({ cat: 0, skey: '', sort: 'latest', page: 1 }, { sort: ['latest', 'views'] });
  const category = query.cat;
  const skey = query.skey;
  const sort = query.sort as 'latest' | 'views';
  const page = Math.max(1, query.page);
  const setPage = (p: number) => setQuery({ page: p });
  const cats = useResourceList('categories', categoriesRequested());
  const { data, loading, error } = useResourceList(
    'browse',
    browseRequested({ category_id: category || undefined, skey: skey || undefined, onlyFree, sort, page, size: SIZE }),
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub="按分类浏览网盘资源">资源分类</PageTitle>
      <Tabs
        label="资源分类"
        activeKey={String(category)}
        onChange={(k) => setQuery({ cat: Number(k), page: 1 })}
        items={[{ key: '0', label: '全部分类' }, ...(cats.data ?? []).map((c) => ({ key: String(c.id), label: c.name }))]}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm, justifyContent: 'space-between' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <DiskTypeTabs
            value={skey}
            onChange={(v) => setQuery({ skey: v, page: 1 })}
          />
        </div>
        <RadioGroup<'latest' | 'views'>
          label="排序"
          value={sort}
          onChange={(v) => setQuery({ sort: v, page: 1 })}
          options={[
            { label: '最新', value: 'latest' },
            { label: '最多浏览', value: 'views' },
          ]}
        />
      </div>
      <ResourceResults label="分类资源" list={data?.list ?? []} total={data?.total ?? 0} page={page} size={SIZE} loading={loading} error={error} onPageChange={setPage} />
    </div>
  );
}
