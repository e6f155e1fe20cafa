import { useEffect } from 'react';
import { SubscriptionList } from '../../components/SubscriptionList';
import { resourceActions, subscribeRequested, subscriptionsRequested, unsubscribeRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/subscribe — keyword subscriptions (我的订阅, the list's heading): add, list, cancel. */
export default function Subscribe() {
  useDocumentTitle('关键词订阅');
  const dispatch = useAppDispatch();
  const { data, loading, error } = useResourceList('subscriptions', subscriptionsRequested());
  const { adding, error: actionError } = useAppSelector((s) => s.resource.subscribe);

  useEffect(() => {
    dispatch(resourceActions.subscribeEnded({ error: '' }));
    return () => {
      dispatch(resourceActions.subscribeEnded({ error: '' }));
    };
  }, [dispatch]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <a href="#/profile">← 返回个人中心</a>
      <SubscriptionList
        items={data ?? []}
        loading={loading}
        adding={adding}
        error={error}
        actionError={actionError}
        onRetry={() => dispatch(subscriptionsRequested())}
        onAdd={(keyword) => dispatch(subscribeRequested({ keyword }))}
        onRemove={(id) => dispatch(unsubscribeRequested({ id }))}
      />
    </div>
  );
}
