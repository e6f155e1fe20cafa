import { useEffect } from 'react';
import { OrderList } from '../../components/OrderList';
import { ordersRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/orders: my orders, newest first, paginated. */
export default function ProfileOrders() {
  useDocumentTitle('我的订单');
  const dispatch = useAppDispatch();
  const o = useAppSelector((s) => s.account.orders);
  useEffect(() => {
    dispatch(ordersRequested({ page: 1 }));
  }, [dispatch]);
  return (
    <OrderList
      orders={o.list}
      total={o.total}
      page={o.page}
      size={o.size}
      loading={o.loading}
      error={o.error}
      onPageChange={(page, size) => dispatch(ordersRequested({ page, size }))}
      onRetry={() => dispatch(ordersRequested({ page: o.page, size: o.size }))}
    />
  );
}
