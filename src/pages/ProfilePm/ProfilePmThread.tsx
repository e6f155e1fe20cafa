import { Flex } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ContentReportButton } from '../../components/ContentReportButton';
import { NotFoundState } from '../../components/NotFoundState';
import { PmThreadView } from '../../components/PmThreadView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { contentReportRequested, pmOlderRequested, pmSendRequested, pmThreadRequested, reportKey, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';

const BACK = [{ label: '返回我的私信', href: '#/profile/pm' }];

/** /profile/pm/{userId} — my conversation with one member (issue 33); a new message arrives live. */
export default function ProfilePmThread() {
  const peerId = Number.parseInt(useParams<{ userId: string }>().userId ?? '', 10) || 0;
  const dispatch = useAppDispatch();
  const t = useAppSelector((s) => s.pm.thread);
  const thread = t.peerId === peerId ? t.data : null;
  const convId = thread?.conversation_id ?? null;
  const report = useAppSelector((s) => (convId ? s.pm.reports[reportKey('conversation', convId)] : undefined));
  useDocumentTitle(thread ? `与 ${thread.peer.username} 的私信` : '私信');
  useEffect(() => {
    if (peerId > 0) dispatch(pmThreadRequested({ peerId }));
  }, [dispatch, peerId]);
  if (peerId <= 0 || (t.peerId === peerId && !thread && t.error.endsWith('用户不存在'))) {
    return <NotFoundState title="会员不存在或已注销" links={BACK} />;
  }
  return (
    <Flex vertical gap={spacing.sm}>
      <a href="#/profile/pm">‹ 返回我的私信</a>
      <PmThreadView
        thread={thread}
        loading={t.loading}
        error={t.peerId === peerId ? t.error : ''}
        sending={t.sending}
        sendError={t.sendError}
        loadingOlder={t.loadingOlder}
        reportSlot={
          convId ? (
            <ContentReportButton
              kind="conversation"
              state={report?.state ?? 'idle'}
              error={report?.message}
              onSubmit={(reason, detail) => dispatch(contentReportRequested({ kind: 'conversation', id: convId, reason, detail }))}
            />
          ) : null
        }
        onSend={(content) => dispatch(pmSendRequested({ peerId, content }))}
        onLoadOlder={() => dispatch(pmOlderRequested())}
        onRetry={() => dispatch(pmThreadRequested({ peerId }))}
      />
    </Flex>
  );
}
