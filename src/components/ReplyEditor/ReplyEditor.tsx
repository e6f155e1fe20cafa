import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { ReplyView } from '../../api/replies';
import { alias, spacing, typeScale } from '../../theme';
import { ReplyQuote } from '../ReplyList/ReplyList';
import { MarkdownInput } from '../MarkdownEditor/MarkdownInput';

/** Longest reply (the server refuses more). */
export const REPLY_MAX = 5000;

export interface ReplyEditorProps {
  loggedIn: boolean;
  /** the floor being quoted */
  quote?: ReplyView | null;
  /** the reply being edited (its text is loaded into the box) */
  editing?: ReplyView | null;
  pending?: boolean;
  /** the server's refusal (违禁词, 回复过于频繁…) */
  error?: string;
  /** changes after each successful submit: the box clears */
  savedSeq?: number;
  /** 回复可见: tell the reader that replying reveals the source link */
  revealHint?: boolean;
  loginHref?: string;
  onSubmit: (content: string) => void;
  onCancelQuote?: () => void;
  onCancelEdit?: () => void;
}

/** Write a reply (Markdown, 1–5,000 characters), optionally quoting a floor; also edits a reply. */
export function ReplyEditor({
  loggedIn, quote, editing, pending, error, savedSeq = 0, revealHint, loginHref = '#/login', onSubmit, onCancelQuote, onCancelEdit,
}: ReplyEditorProps) {
  const [text, setText] = useState(editing?.content ?? '');
  const [touched, setTouched] = useState(false);
  // a new edit target or a successful submit resets the box (adjusting state while rendering)
  const resetKey = `${editing?.id ?? 0}:${savedSeq}`;
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setText(editing?.content ?? '');
    setTouched(false);
  }

  if (!loggedIn) {
    return (
      <Card title="发表回复">
        <Typography.Paragraph style={{ margin: 0 }}>
          <a href={loginHref} style={{ textDecoration: 'underline' }}>登录</a>后才能回复{revealHint ? '（本文回复可见：回复后即可查看来源链接）' : ''}。
        </Typography.Paragraph>
      </Card>
    );
  }
  const length = Array.from(text).length;
  const blank = text.trim().length === 0;
  const tooLong = length > REPLY_MAX;
  const invalid = touched && (blank || tooLong);
  const submit = () => {
    setTouched(true);
    if (blank || tooLong) return;
    onSubmit(text);
  };
  return (
    <Card title={editing ? `编辑 ${editing.floor_name} 的回复` : '发表回复'} id="reply-editor">
      <Flex vertical gap={spacing.sm}>
        {revealHint && !editing ? <Alert type="info" showIcon message="本文回复可见：回复后即可查看来源链接" /> : null}
        {quote ? (
          <div>
            <ReplyQuote quote={{ id: quote.id, floor: quote.floor, floor_name: quote.floor_name, user_id: quote.user_id, username: quote.username, status: quote.status, content: quote.content }} />
            {onCancelQuote ? <Button size="small" onClick={onCancelQuote}>取消引用</Button> : null}
          </div>
        ) : null}
        <MarkdownInput
          label="回复内容（Markdown）"
          value={text}
          onChange={setText}
          onBlur={() => setTouched(true)}
          rows={5}
          placeholder="支持 Markdown；输入 @用户名 可提醒对方；可粘贴或拖入图片"
          invalid={invalid}
          disabled={pending}
        />
        <Flex justify="space-between" align="center" wrap gap={spacing.sm}>
          <Typography.Text style={{ ...typeScale.caption, color: invalid ? alias.badgeBg : alias.mutedText }} aria-live="polite">
            {invalid ? (blank ? '回复内容不能为空' : `回复内容最多 ${REPLY_MAX} 个字符`) : `${length} / ${REPLY_MAX}`}
          </Typography.Text>
          <Flex gap={spacing.sm}>
            {editing && onCancelEdit ? <Button onClick={onCancelEdit} disabled={pending}>取消编辑</Button> : null}
            <Button type="primary" loading={pending} onClick={submit}>{editing ? '保存修改' : '发表回复'}</Button>
          </Flex>
        </Flex>
        {error ? <Alert type="error" showIcon message={error} /> : null}
      </Flex>
    </Card>
  );
}
