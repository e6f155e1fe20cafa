import { Alert, Button, Input, InputNumber, Result, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { canShare, SharePreview } from '../../components/SharePreview';
import { categoriesRequested, resourceActions, sharePreviewRequested, shareSubmitRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { PageTitle } from '../Search/PageTitle';
import { useResourceList } from '../resourceHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const EXAMPLE = '例如：\n三体 全集 链接：https://pan.baidu.com/s/1abcdEFGH 提取码：8k3d\n流浪地球2 4K https://pan.quark.cn/s/1a2b3c4d5e6f';

/**
 * /main/share — paste any text: every link and code in it is parsed and previewed, titles can
 * be edited, and the chosen links are submitted for review (coins when an admin approves).
 */
export default function Share() {
  useDocumentTitle('分享资源');
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const { rows, busy, error, done } = useAppSelector((s) => s.resource.share);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<number | null>(null);
  const [price, setPrice] = useState(0);
  const cats = useResourceList('categories', categoriesRequested(), !!token);

  // The form starts empty each time the page opens.
  useEffect(() => {
    dispatch(resourceActions.shareReset());
    return () => {
      dispatch(resourceActions.shareReset());
    };
  }, [dispatch]);

  if (!token) {
    return (
      <Result status="info" title="登录后才能分享资源" subTitle="分享的资源通过审核后可获得金币奖励" extra={<Button type="primary" href="#/login">去登录</Button>} />
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title={done.msg}
        subTitle="审核通过后会获得金币奖励，可在「我的分享」里查看审核进度"
        extra={[
          <Button key="mine" type="primary" href="#/profile/classify">
            我的分享
          </Button>,
          <Button
            key="again"
            onClick={() => {
              dispatch(resourceActions.shareReset());
              setText('');
            }}
          >
            继续分享
          </Button>,
        ]}
      />
    );
  }

  const preview = () => dispatch(sharePreviewRequested({ text }));
  const chosen = (rows ?? []).filter((r) => r.selected && canShare(r));
  const submit = () => dispatch(shareSubmitRequested({ category_id: category, price }));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub="粘贴任意文字，自动识别其中的网盘链接和提取码；审核通过后获得金币奖励">分享资源</PageTitle>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={EXAMPLE}
        autoSize={{ minRows: 5, maxRows: 14 }}
        maxLength={20000}
        aria-label="粘贴包含网盘链接的文字"
      />
      <Button type="primary" onClick={preview} loading={busy === 'preview'} disabled={!text.trim()} style={{ alignSelf: 'flex-start' }}>
        识别链接
      </Button>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {rows ? (
        <>
          <Typography.Text>识别到 {rows.length} 个链接，可以修改标题后提交审核：</Typography.Text>
          <SharePreview
            rows={rows}
            onTitleChange={(index, title) => dispatch(resourceActions.shareRowChanged({ index, title }))}
            onToggle={(index, selected) => dispatch(resourceActions.shareRowChanged({ index, selected }))}
          />
          {rows.length > 0 ? (
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }}>
              <Select
                allowClear
                placeholder="选择分类（可选）"
                value={category ?? undefined}
                onChange={(v?: number) => setCategory(v ?? null)}
                options={(cats.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                style={{ minWidth: 180 }}
                aria-label="资源分类"
              />
              <label style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xs }}>
                价格
                <InputNumber min={0} max={1000} value={price} onChange={(v) => setPrice(Number(v ?? 0))} aria-label="价格（金币，0 为免费）" />
                金币（0 为免费）
              </label>
              <Button type="primary" onClick={submit} loading={busy === 'submit'} disabled={chosen.length === 0}>
                提交审核（{chosen.length}）
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
