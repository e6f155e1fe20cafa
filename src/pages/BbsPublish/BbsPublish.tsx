import { Alert, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArticleForm } from '../../components/ArticleForm';
import { EditorToolsProvider } from '../editorTools';
import { forumActions, forumCategoriesRequested, forumEditRequested, forumPublishRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Title and text of the 求助 post the search page's 去论坛求资源 opens (?ask={keyword}, issue 15). */
export function askPost(kw: string): { title: string; content: string } {
  return { title: `求资源：${kw}`, content: `在站内搜索「${kw}」没有找到，求好心人分享网盘链接（百度/阿里/夸克均可），谢谢！` };
}

/**
 * /main/bbs/publish — write an article; /main/bbs/publish?id={id} — edit my article;
 * /main/bbs/publish?ask={keyword} — a 求助 post pre-filled for a search that found nothing.
 */
export default function BbsPublish() {
  useDocumentTitle('发表文章');
  const [search] = useSearchParams();
  const editId = Number.parseInt(search.get('id') ?? '', 10) || null;
  const ask = (search.get('ask') ?? '').trim().slice(0, 100);
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
  const askCate = categories.find((c) => c.name === '求助')?.id;
  const initial = useMemo(() => {
    if (editing) return { title: editing.title, cate_id: editing.cate_id, content: editing.content, source_link: editing.source_link ?? '', reveal_mode: editing.reveal_mode ?? 'like' };
    if (ask) return { ...askPost(ask), ...(askCate ? { cate_id: askCate } : {}), source_link: '' };
    return undefined;
  }, [editing, ask, askCate]);

  if (!token) {
    return <Alert type="warning" showIcon message="请先登录" description={<>发布文章需要登录，<a href="#/login" style={{ textDecoration: 'underline' }}>去登录</a></>} />;
  }
  if (editId && publish.status === 'loading') return <Spin tip="加载中…"><div style={{ minHeight: 200 }} /></Spin>;
  if (editId && !editing) {
    return <Alert type="error" showIcon message="无法编辑这篇文章" description={publish.msg || '文章不存在或已被删除'} />;
  }
  return (
    <EditorToolsProvider>
      <ArticleForm
        key={editing?.id ?? (ask ? `ask-${askCate ?? 0}` : 'new')}
        categories={categories}
        initial={initial}
        editing={!!editing}
        submitting={publish.status === 'pending'}
        result={publish.status === 'error' ? { type: 'error', msg: publish.msg } : null}
        onSubmit={(body) => dispatch(forumPublishRequested({ id: editing?.id ?? null, body }))}
      />
    </EditorToolsProvider>
  );
}
