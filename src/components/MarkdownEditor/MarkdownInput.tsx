import { useEffect, useId, useRef, useState, type ClipboardEvent, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import { alias, fontWeights, palette, radii, spacing, typeScale } from '../../theme/tokens';
import { UserAvatar } from '../UserAvatar';
import { useEditorTools, type MentionOption } from './editorTools';

export interface MarkdownInputProps {
  value: string;
  onChange: (value: string) => void;
  /** the text box's accessible name */
  label: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  onBlur?: () => void;
  /** the text box's width (default 100 %) */
  style?: CSSProperties;
}

/** What each toolbar button does to the selection. */
type Edit = { before: string; after: string; placeholder: string; line?: boolean };
const TOOLS: Array<{ key: string; label: string; edit: Edit }> = [
  { key: 'bold', label: '加粗', edit: { before: '**', after: '**', placeholder: '加粗文字' } },
  { key: 'link', label: '链接', edit: { before: '[', after: '](https://)', placeholder: '链接文字' } },
  { key: 'quote', label: '引用', edit: { before: '> ', after: '', placeholder: '引用内容', line: true } },
  { key: 'code', label: '代码', edit: { before: '`', after: '`', placeholder: '代码' } },
  { key: 'list', label: '列表', edit: { before: '- ', after: '', placeholder: '列表项', line: true } },
];

const MENTION_BEFORE_CARET = /(?:^|[^A-Za-z0-9_\p{Script=Han}@])@([A-Za-z0-9_\p{Script=Han}]{1,20})$/u;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const buttonStyle: CSSProperties = {
  minWidth: 32, height: 32, padding: `0 ${spacing.xs}px`, border: `1px solid ${alias.navActiveBg}`, borderRadius: radii.sm,
  background: palette.white, color: alias.text, cursor: 'pointer', ...typeScale.body, fontWeight: fontWeights.strong,
};

/**
 * A Markdown text box with a toolbar (加粗, 链接, 引用, 代码, 列表, 图片), picture upload by button,
 * paste or drag-and-drop (each picture becomes `![](/media/…)` where the caret was), and
 * @-mention autocomplete of member names (↑/↓ to choose, Enter or Tab to take, Esc to close).
 * Uploads and look-ups come from the app through EditorToolsContext.
 */
export function MarkdownInput({ value, onChange, label, placeholder, rows = 8, disabled, invalid, id, onBlur, style }: MarkdownInputProps) {
  const { uploadImage, lookupNames } = useEditorTools();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // the latest text, for uploads that finish after more typing
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState('');
  const [mention, setMention] = useState<{ start: number; prefix: string; options: MentionOption[]; active: number } | null>(null);
  const listId = useId();
  const seq = useRef(0);

  useEffect(() => () => void (seq.current = -1), []);

  const focusAt = (pos: number) => {
    requestAnimationFrame(() => {
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(pos, pos);
    });
  };

  const applyTool = (edit: Edit) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    let from = start;
    let to = end;
    let insert: string;
    let select: [number, number];
    if (edit.line) {
      // 引用 and 列表 act on whole lines, as in other Markdown editors: the lines the selection (or
      // the caret) touches get the prefix at their start — never a line split in the middle of a
      // word or of **加粗** — and an empty line gets the prefix with a placeholder
      from = value.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = value.indexOf('\n', end);
      to = lineEnd < 0 ? value.length : lineEnd;
      const lines = value.slice(from, to);
      insert = lines ? lines.split('\n').map((l) => `${edit.before}${l}`).join('\n') : `${edit.before}${edit.placeholder}`;
      select = [from + edit.before.length, from + insert.length];
    } else {
      const selected = value.slice(start, end) || edit.placeholder;
      insert = edit.before + selected + edit.after;
      select = [start + edit.before.length, start + edit.before.length + selected.length];
    }
    onChange(value.slice(0, from) + insert + value.slice(to));
    requestAnimationFrame(() => {
      const node = area.current;
      if (!node) return;
      node.focus();
      node.setSelectionRange(select[0], select[1]);
    });
  };

  const upload = (files: File[]) => {
    if (!uploadImage) return;
    const pictures = files.filter((f) => IMAGE_TYPES.includes(f.type));
    if (!pictures.length) {
      if (files.length) setUploadError('只支持 JPEG、PNG、WebP 格式的图片');
      return;
    }
    setUploadError('');
    const el = area.current;
    let pos = el?.selectionEnd ?? latest.current.length;
    for (const f of pictures) {
      const mark = `![上传中…${++seq.current}]()`;
      const text = latest.current;
      const lead = pos > 0 && text[pos - 1] !== '\n' ? '\n' : '';
      const next = `${text.slice(0, pos)}${lead}${mark}\n${text.slice(pos)}`;
      latest.current = next;
      onChange(next);
      pos += lead.length + mark.length + 1;
      setUploading((n) => n + 1);
      uploadImage(f).then(
        (img) => {
          if (seq.current < 0) return;
          setUploading((n) => n - 1);
          const now = latest.current;
          const done = now.includes(mark) ? now.replace(mark, `![图片](${img.url})`) : `${now}\n![图片](${img.url})\n`;
          latest.current = done;
          onChange(done);
        },
        (err: unknown) => {
          if (seq.current < 0) return;
          setUploading((n) => n - 1);
          const now = latest.current;
          const left = now.replace(`${mark}\n`, '').replace(mark, '');
          latest.current = left;
          onChange(left);
          setUploadError(`图片上传失败：${err instanceof Error ? err.message : String(err)}`);
        },
      );
    }
    focusAt(pos);
  };

  const lookFor = (text: string, caret: number) => {
    if (!lookupNames) return;
    const m = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
    if (!m) {
      setMention(null);
      return;
    }
    const prefix = m[1];
    const start = caret - prefix.length - 1;
    setMention((cur) => (cur && cur.start === start ? { ...cur, prefix } : { start, prefix, options: [], active: 0 }));
    void lookupNames(prefix).then((options) => {
      setMention((cur) => (cur && cur.start === start && cur.prefix === prefix ? { ...cur, options, active: 0 } : cur));
    });
  };

  const take = (option: MentionOption) => {
    if (!mention) return;
    const end = mention.start + 1 + mention.prefix.length;
    const next = `${value.slice(0, mention.start)}@${option.username} ${value.slice(end)}`;
    onChange(next);
    setMention(null);
    focusAt(mention.start + option.username.length + 2);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!mention || !mention.options.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = mention.options.length;
      setMention({ ...mention, active: (mention.active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n });
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      take(mention.options[mention.active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMention(null);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.clipboardData.files);
    if (!uploadImage || !files.length) return;
    e.preventDefault();
    upload(files);
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.dataTransfer.files);
    if (!uploadImage || !files.length) return;
    e.preventDefault();
    const el = area.current;
    if (el) {
      el.focus();
    }
    upload(files);
  };

  const open = !!mention && mention.options.length > 0;
  return (
    <div style={{ position: 'relative', ...style }}>
      <div role="toolbar" aria-label="Markdown 工具栏" style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.xxs, marginBottom: spacing.xxs }}>
        {TOOLS.map((t) => (
          <button key={t.key} type="button" disabled={disabled} style={t.key === 'bold' ? buttonStyle : { ...buttonStyle, fontWeight: fontWeights.medium }} onClick={() => applyTool(t.edit)}>
            {t.label}
          </button>
        ))}
        {uploadImage ? (
          <>
            <button type="button" disabled={disabled} style={{ ...buttonStyle, fontWeight: fontWeights.medium }} onClick={() => file.current?.click()}>
              插入图片
            </button>
            <input
              ref={file}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              hidden
              aria-label="选择要插入的图片"
              data-testid="markdown-image-input"
              onChange={(e) => {
                upload(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      <textarea
        ref={area}
        id={id}
        aria-label={label}
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-autocomplete={lookupNames ? 'list' : undefined}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${mention.active}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          lookFor(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // a click on an option lands first (mousedown keeps the focus)
          setMention(null);
          onBlur?.();
        }}
        onPaste={onPaste}
        onDrop={onDrop}
        style={{
          display: 'block', boxSizing: 'border-box', width: '100%', resize: 'vertical', padding: `${spacing.xxs}px ${spacing.sm - 1}px`,
          border: `1px solid ${invalid ? palette.red : '#d9d9d9'}`, borderRadius: radii.md, background: disabled ? alias.pageBg : palette.white,
          color: alias.text, ...typeScale.body, fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="提醒的用户"
          style={{
            position: 'absolute', zIndex: 10, left: 0, right: 0, maxWidth: 320, margin: `${spacing.xxs}px 0 0`, padding: spacing.xxs, listStyle: 'none',
            background: palette.white, border: `1px solid ${alias.navActiveBg}`, borderRadius: radii.md, boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
          }}
        >
          {mention.options.map((o, i) => (
            <li
              key={o.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === mention.active}
              onMouseDown={(e) => {
                e.preventDefault();
                take(o);
              }}
              style={{
                display: 'flex', alignItems: 'center', gap: spacing.xs, padding: `${spacing.xxs}px ${spacing.xs}px`, borderRadius: radii.sm, cursor: 'pointer',
                background: i === mention.active ? alias.navActiveBg : undefined, color: i === mention.active ? alias.navActiveText : alias.text,
              }}
            >
              <UserAvatar username={o.username} avatar={o.avatar} size="small" />
              <span>{o.username}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading > 0 || uploadError ? (
        <div role={uploadError ? 'alert' : 'status'} style={{ ...typeScale.caption, marginTop: spacing.xxs, color: uploadError ? palette.red : alias.mutedText }}>
          {uploadError || `正在上传 ${uploading} 张图片…`}
        </div>
      ) : null}
    </div>
  );
}
