import { Alert, Button, Card, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import type { ArticleBody, BbsCategory, RevealMode } from '../../api/articles';
import { fontWeights, spacing, typeScale } from '../../theme';
import { MarkdownEditor } from '../MarkdownEditor';

export interface ArticleFormValues {
  title: string;
  cate_id?: number;
  content: string;
  source_link: string;
  /** 点赞可见 (like, default) or 回复可见 (reply) */
  reveal_mode?: RevealMode;
}

export interface ArticleFormProps {
  categories: BbsCategory[];
  /** Edit mode: the article's current values. */
  initial?: Partial<ArticleFormValues>;
  editing?: boolean;
  submitting?: boolean;
  /** The server's reply after submitting. */
  result?: { type: 'success' | 'error'; msg: string } | null;
  onSubmit: (body: ArticleBody) => void;
}

export const TITLE_MAX = 100;
export const CONTENT_MAX = 50_000;
const cp = (s: string) => Array.from(s).length;
/** A network-disk link or pasted share text must contain a link the server can parse. */
const LINK_LIKE = /(https?:\/\/|magnet:\?|ed2k:\/\/)/i;

/**
 * The category picker. Form.Item hands aria-required / aria-invalid to its child, which antd's
 * Select puts on a plain div (an axe violation); only id, value and onChange are passed on.
 */
function CategorySelect({ categories, id, value, onChange }: { categories: BbsCategory[]; id?: string; value?: number; onChange?: (v: number) => void }) {
  return (
    <Select id={id} value={value} onChange={onChange} placeholder="选择分类" options={categories.map((c) => ({ label: c.name, value: c.id }))} style={{ maxWidth: 320 }} />
  );
}

/** Write or edit an article: title, category, Markdown with live preview, optional source link. */
export function ArticleForm({ categories, initial, editing, submitting, result, onSubmit }: ArticleFormProps) {
  const [form] = Form.useForm<ArticleFormValues>();
  useEffect(() => {
    if (initial) form.setFieldsValue({ title: '', content: '', source_link: '', reveal_mode: 'like', ...initial });
  }, [form, initial]);

  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong }}>{editing ? '编辑文章' : '发布文章'}</h1>}>
      <Form<ArticleFormValues>
        form={form}
        layout="vertical"
        initialValues={{ title: '', content: '', source_link: '', reveal_mode: 'like', ...initial }}
        onFinish={(v) =>
          onSubmit({ title: v.title.trim(), cate_id: Number(v.cate_id), content: v.content, source_link: (v.source_link ?? '').trim(), reveal_mode: v.reveal_mode ?? 'like' })
        }
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请输入标题' },
            { validator: (_, v: string) => (cp((v ?? '').trim()) <= TITLE_MAX ? Promise.resolve() : Promise.reject(new Error(`标题最多 ${TITLE_MAX} 个字`))) },
          ]}
        >
          <Input placeholder="一句话说明这篇文章" maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="cate_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <CategorySelect categories={categories} />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文"
          rules={[
            { required: true, whitespace: true, message: '请输入正文' },
            { validator: (_, v: string) => (cp(v ?? '') <= CONTENT_MAX ? Promise.resolve() : Promise.reject(new Error(`正文最多 ${CONTENT_MAX} 个字`))) },
          ]}
        >
          <MarkdownEditor value="" onChange={() => undefined} />
        </Form.Item>
        <Form.Item
          name="source_link"
          label="来源链接（可选，点赞可见）"
          extra="网盘分享链接或分享文本，例如：链接：https://pan.baidu.com/s/1abc 提取码：abcd；也支持 magnet 与 ed2k"
          rules={[{ validator: (_, v: string) => (!v || !v.trim() || LINK_LIKE.test(v) ? Promise.resolve() : Promise.reject(new Error('请填写有效的网盘链接'))) }]}
        >
          <Input.TextArea rows={2} maxLength={1000} placeholder="https://pan.quark.cn/s/…" />
        </Form.Item>
        <Form.Item name="reveal_mode" label="来源链接何时显示">
          <Radio.Group
            options={[{ label: '点赞可见', value: 'like' }, { label: '回复可见', value: 'reply' }]}
          />
        </Form.Item>
        {result ? <Alert type={result.type} showIcon message={result.msg} style={{ marginBottom: spacing.md }} /> : null}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {editing ? '保存修改' : '发布'}
        </Button>
      </Form>
    </Card>
  );
}
