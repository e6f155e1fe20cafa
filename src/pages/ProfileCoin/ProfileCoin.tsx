import { useEffect } from 'react';
import { LedgerTable } from '../../components/LedgerTable';
import { ledgerRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/coin: the coin ledger, newest first, paginated. */
export default function ProfileCoin() {
  useDocumentTitle('金币明细');
  const dispatch = useAppDispatch();
  const l = useAppSelector((s) => s.account.ledger);
  useEffect(() => {
    dispatch(ledgerRequested({ page: 1 }));
  }, [dispatch]);
  return (
    <LedgerTable
      rows={l.list}
      total={l.total}
      page={l.page}
      size={l.size}
      loading={l.loading}
      error={l.error}
      onPageChange={(page, size) => dispatch(ledgerRequested({ page, size }))}
      onRetry={() => dispatch(ledgerRequested({ page: l.page, size: l.size }))}
    />
  );
}
