import { useState } from 'react';
import { resourcesApi } from '../../api/resources';
import { SubscriptionList } from '../../components/SubscriptionList';
import { notify } from '../../lib/toast';
import { failureMsg } from '../../sagas/account';
import { spacing } from '../../theme';
import { PageTitle } from '../Search/PageTitle';
import { useApiData } from '../Search/useApiData';

/** /profile/subscribe — keyword subscriptions: add, list, cancel. */
export default function Subscribe() {
  const { data, loading, error, reload } = useApiData(() => resourcesApi.subscriptions(), 'subscriptions');
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState('');

  const run = async (fn: () => Promise<{ msg: string }>) => {
    setActionError('');
    try {
      const reply = await fn();
      notify.success(reply.msg);
      reload();
    } catch (e) {
      setActionError(failureMsg(e));
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <a href="#/profile">← 返回个人中心</a>
      <PageTitle>我的订阅</PageTitle>
      <SubscriptionList
        items={data ?? []}
        loading={loading}
        adding={adding}
        error={actionError || error}
        onAdd={async (kw) => {
          setAdding(true);
          await run(() => resourcesApi.subscribe(kw));
          setAdding(false);
        }}
        onRemove={(id) => void run(() => resourcesApi.unsubscribe(id))}
      />
    </div>
  );
}
