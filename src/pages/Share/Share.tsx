import { Alert, Button, Input, InputNumber, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import { resourcesApi, type ShareResult } from '../../api/resources';
import { canShare, SharePreview, type SharePreviewRow } from '../../components/SharePreview';
import { notify } from '../../lib/toast';
import { failureMsg } from '../../sagas/account';
import { useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { PageTitle } from '../Search/PageTitle';
import { useApiData } from '../Search/useApiData';

const EXAMPLE = '例如：\n三体 全集 链接：https://pan.baidu.com/s/1abcdEFGH 提取码：8k3d\n流浪地球2 4K https://pan.quark.cn/s/1a2b3c4d5e6f';

/**
 * /main/share — paste any text: every link and code in it is parsed and previewed, titles can
 * be edited, and the chosen links are submitted for review (coins when an admin approves).
 */
export default function Share() {
  const token = useAppSelector((s) => s.user.token);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<SharePreviewRow[] | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [price, setPrice] = useState(0);
  const [busy, setBusy] = useState<'' | 'preview' | 'submit'>('');
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ result: ShareResult; msg: string } | null>(null);
  const cats = useApiData(() => resourcesApi.categories(), 'categories', !!token);

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
              setDone(null);
              setRows(null);
              setText('');
            }}
          >
            继续分享
          </Button>,
        ]}
      />
    );
  }

  const preview = async () => {
    setBusy('preview');
    setError('');
    try {
      const reply = await resourcesApi.sharePreview(text);
      setRows(reply.data.map((item) => ({ ...item, selected: canShare(item) })));
    } catch (e) {
      setError(failureMsg(e));
    } finally {
      setBusy('');
    }
  };

  const chosen = (rows ?? []).filter((r) => r.selected && canShare(r));
  const submit = async () => {
    if (chosen.some((r) => !r.title.trim())) {
      setError('请填写每个链接的资源标题');
      return;
    }
    setBusy('submit');
    setError('');
    try {
      const reply = await resourcesApi.share(
        chosen.map((r) => ({ title: r.title.trim(), url: r.url, pwd: r.pwd, category_id: category, price })),
      );
      notify.success(reply.msg);
      setDone({ result: reply.data, msg: reply.msg });
    } catch (e) {
      setError(failureMsg(e));
    } finally {
      setBusy('');
    }
  };

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
            onTitleChange={(i, title) => setRows((rs) => rs!.map((r, j) => (j === i ? { ...r, title } : r)))}
            onToggle={(i, selected) => setRows((rs) => rs!.map((r, j) => (j === i ? { ...r, selected } : r)))}
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
