import { useEffect } from 'react';
import { MessageList } from '../../components/MessageList';
import { messageDeleteRequested, messagesReadRequested, messagesRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/msg: my messages (all or unread), mark read, delete; the unread count in the store follows. */
export default function ProfileMsg() {
  useDocumentTitle('我的消息');
  const dispatch = useAppDispatch();
  const m = useAppSelector((s) => s.account.messages);
  useEffect(() => {
    dispatch(messagesRequested({ page: 1 }));
  }, [dispatch]);
  return (
    <MessageList
      messages={m.list}
      total={m.total}
      page={m.page}
      size={m.size}
      unread={m.unread}
      unreadOnly={m.unreadOnly}
      loading={m.loading}
      error={m.error}
      onFilterChange={(unreadOnly) => dispatch(messagesRequested({ page: 1, unreadOnly }))}
      onPageChange={(page, size) => dispatch(messagesRequested({ page, size }))}
      onRead={(id) => dispatch(messagesReadRequested({ ids: [id] }))}
      onReadAll={() => dispatch(messagesReadRequested({}))}
      onDelete={(id) => dispatch(messageDeleteRequested({ id }))}
      onRetry={() => dispatch(messagesRequested({ page: m.page }))}
    />
  );
}
