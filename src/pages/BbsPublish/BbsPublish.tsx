import { Alert, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArticleForm } from '../../components/ArticleForm';
import { forumActions, forumCategoriesRequested, forumEditRequested, forumPublishRequested, useAppDispatch, useAppSelector } from '../../store';

/** /main/bbs/publish — write an article; /main/bbs/publish?id={id} — edit my article. */
export default function BbsPublish() {
  const [search] = useSearchParams();
  const editId = Number.parseInt(search.get('id') ?? '', 10) || null;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const categories = useAppSelector((s) => s.forum.categories);
  const publish = useAppSelector((s) => s.forum.publish);

  useEffect(() => {
    dispatch(forumCategoriesRequested());
  }, [dispatch]);
  useEffect(() => {
    if (token) dispatch(forumEditRequested({ id: editId }));
    return () => {
      dispatch(forumActions.publishReset());
    };
  }, [dispatch, editId, token]);
  useEffect(() => {
    if (publish.status === 'done' && publish.savedId) navigate(`/main/bbs/post/${publish.savedId}`);
  }, [navigate, publish.status, publish.savedId]);

  const editing = publish.editing;
  const initial = useMemo(
    () => (editing ? { title: editing.title, cate_id: editing.cate_id, content: editing.content, source_link: editing.source_link ?? '', reveal_mode: editing.reveal_mode ?? 'like' } : undefined),
    [editing],
  );

  if (!token) {
    return <Alert type="warning" showIcon message="请先登录" description={<>发布文章需要登录，<a href="#/login" style={{ textDecoration: 'underline' }}>去登录</a></>} />;
  }
  if (editId && publish.status === 'loading') return <Spin tip="加载中…"><div style={{ minHeight: 200 }} /></Spin>;
  if (editId && !editing) {
    return <Alert type="error" showIcon message="无法编辑这篇文章" description={publish.msg || '文章不存在或已被删除'} />;
  }
  return (
    <ArticleForm
      key={editing?.id ?? 'new'}
      categories={categories}
      initial={initial}
      editing={!!editing}
      submitting={publish.status === 'pending'}
      result={publish.status === 'error' ? { type: 'error', msg: publish.msg } : null}
      onSubmit={(body) => dispatch(forumPublishRequested({ id: editing?.id ?? null, body }))}
    />
  );
}
