import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const MSG_NOT_FOUND = '页面未找到，为您跳转首页';

/** Unknown page (spec §2, §8): a warning toast, then the home page. */
export default function NotFound() {
  useDocumentTitle('页面不存在');
  useEffect(() => {
    notify.warning(MSG_NOT_FOUND);
  }, []);
  return (
    <>
      <PageLoading tip="正在跳转首页…" />
      <Navigate to="/" replace />
    </>
  );
}
