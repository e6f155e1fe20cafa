import { Segmented, Select } from 'antd';
import { useState } from 'react';
import type { MyShare, ShareStatus } from '../../api/resources';
import { ResourceResults } from '../../components/ResourceResults';
import { ShareStatusTag } from '../../components/ShareStatusTag';
import { categoriesRequested, mySharesRequested } from '../../store';
import { alias, spacing } from '../../theme';
import { PageTitle } from '../Search/PageTitle';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const SIZE = 10;
type StatusFilter = 'all' | ShareStatus;

/** /profile/classify — my shared resources by review status and category. */
export default function Classify() {
  useDocumentTitle('我的分享');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [category, setCategory] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const cats = useResourceList('categories', categoriesRequested());
  const { data, loading, error } = useResourceList(
    'myShares',
    mySharesRequested({ status: status === 'all' ? undefined : status, category_id: category, page, size: SIZE }),
  );
  const byId = new Map((data?.list ?? []).map((r) => [r.id, r] as [number, MyShare]));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <a href="#/profile">← 返回个人中心</a>
      <PageTitle sub="我分享的资源及审核状态">我的分享</PageTitle>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, alignItems: 'center' }}>
        <Segmented<StatusFilter>
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { label: '全部', value: 'all' },
            { label: '待审核', value: 'pending' },
            { label: '已通过', value: 'approved' },
            { label: '未通过', value: 'rejected' },
          ]}
          aria-label="审核状态"
        />
        <Select
          allowClear
          placeholder="全部分类"
          value={category}
          onChange={(v?: number) => {
            setCategory(v);
            setPage(1);
          }}
          options={(cats.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          style={{ minWidth: 160 }}
          aria-label="分类"
        />
      </div>
      <ResourceResults
        label="我的分享"
        list={data?.list ?? []}
        total={data?.total ?? 0}
        page={page}
        size={SIZE}
        loading={loading}
        error={error}
        emptyText={<span>还没有分享过资源，<a href="#/main/share">去分享</a></span>}
        onPageChange={setPage}
        renderExtra={(r) => {
          const mine = byId.get(r.id);
          if (!mine) return null;
          return (
            <>
              <ShareStatusTag status={mine.status} />
              {mine.reward > 0 ? <span>奖励 {mine.reward} 金币</span> : null}
              {mine.review_note ? <span style={{ color: alias.mutedText }}>审核意见：{mine.review_note}</span> : null}
            </>
          );
        }}
      />
    </div>
  );
}
