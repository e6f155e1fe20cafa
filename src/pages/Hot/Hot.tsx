import { useState } from 'react';
import type { HotRange } from '../../api/resources';
import { Card } from '../../components/Card';
import { HotKeywords } from '../../components/HotKeywords';
import { RadioGroup } from '../../components/RadioGroup';
import { ResourceResults } from '../../components/ResourceResults';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { hotRequested } from '../../store';
import { spacing } from '../../theme/tokens';
import { useSearchNavigate } from '../hooks';
import { PageTitle } from '../Search/PageTitle';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './Hot.module.css';

/** /main/hot — the most searched keywords and the most viewed resources, today or this week. */
export default function Hot() {
  useDocumentTitle('热门');
  const [range, setRange] = useState<HotRange>('day');
  const search = useSearchNavigate();
  const { data, loading, error } = useResourceList('hot', hotRequested({ range, size: 20 }));
  const rangeName = range === 'day' ? '今日' : '近 7 天';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub="大家都在搜什么、看什么">热门</PageTitle>
      <RadioGroup<HotRange>
        label="时间范围"
        value={range}
        onChange={setRange}
        options={[
          { label: '今日', value: 'day' },
          { label: '本周', value: 'week' },
        ]}
        className={styles.range}
      />
      <div className={styles.grid}>
        <Card title={`${rangeName}热搜词`} size="small">
          {!data && loading ? (
            <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
              {['100%', '100%', '100%', '100%', '61%'].map((w, i) => (
                <Skeleton key={i} width={w} />
              ))}
            </div>
          ) : !data && error ? (
            <EmptyState image="simple" description="热搜词暂时无法加载" />
          ) : data && data.keywords.length === 0 ? (
            <EmptyState image="simple" description="还没有人搜索" />
          ) : (
            <HotKeywords ranked title={`${rangeName}热搜词`} items={data?.keywords ?? []} onSelect={search} />
          )}
        </Card>
        <Card title={`${rangeName}浏览最多的资源`} size="small">
          <ResourceResults
            label={`${rangeName}浏览最多的资源`}
            list={data?.resources ?? []}
            total={data?.resources.length ?? 0}
            page={1}
            size={20}
            loading={loading}
            error={error}
            emptyText="暂时还没有浏览记录"
            renderExtra={(r) => {
              const views = data?.resources.find((x) => x.id === r.id)?.period_views ?? 0;
              return <span className={styles.views}>{rangeName} {views} 次浏览</span>;
            }}
          />
        </Card>
      </div>
    </div>
  );
}
