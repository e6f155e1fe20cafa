import { useState } from 'react';
import { DiskTypeTabs } from '../../components/DiskTypeTabs';
import { ResourceResults } from '../../components/ResourceResults';
import { Switch } from '../../components/Switch';
import { latestRequested, searchActions, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme/tokens';
import { PageTitle } from '../Search/PageTitle';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const SIZE = 10;

/** /main/latest — the newest approved resources, by disk type. */
export default function Latest() {
  useDocumentTitle('最新资源');
  const dispatch = useAppDispatch();
  const onlyFree = useAppSelector((s) => s.search.onlyFree);
  const [skey, setSkey] = useState('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useResourceList('latest', latestRequested({ skey: skey || undefined, onlyFree, page, size: SIZE }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub="网友最新分享并通过审核的网盘资源">最新资源</PageTitle>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm, justifyContent: 'space-between' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <DiskTypeTabs
            value={skey}
            onChange={(v) => {
              setSkey(v);
              setPage(1);
            }}
          />
        </div>
        <Switch
          label="只看免费"
          checked={onlyFree === '1'}
          onChange={(on) => {
            dispatch(searchActions.setOnlyFree(on ? '1' : '0'));
            setPage(1);
          }}
        />
      </div>
      <ResourceResults
        label="最新资源"
        list={data?.list ?? []}
        total={data?.total ?? 0}
        page={page}
        size={SIZE}
        loading={loading}
        error={error}
        onPageChange={setPage}
      />
    </div>
  );
}
