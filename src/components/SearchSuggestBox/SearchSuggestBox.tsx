import { ClockCircleOutlined, DeleteOutlined, FireOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useRef, useState } from 'react';
import type { Suggestion } from '../../api/resources';
import { alias, spacing } from '../../theme';

export interface SearchSuggestBoxProps {
  value: string;
  /** Every keystroke (the page keeps the text in the search slice and asks for suggestions). */
  onChange: (value: string) => void;
  /** A search: submitted text, a chosen suggestion or a history entry (trimmed, never blank). */
  onSearch: (kw: string) => void;
  /** Suggestions for the current text (prefix matches of hot keywords and popular titles). */
  suggestions?: Suggestion[];
  /** My recent searches, newest first: offered while the box is empty. */
  history?: string[];
  onClearHistory?: () => void;
  placeholder?: string;
  /** Start with the list open (stories). */
  defaultOpen?: boolean;
}

const CLEAR_HISTORY = '\u0000clear-history';

/** Text with the typed prefix in bold. */
function Marked({ text, prefix }: { text: string; prefix: string }) {
  const p = prefix.trim();
  if (p && text.toLowerCase().startsWith(p.toLowerCase())) {
    return (
      <span>
        <strong>{text.slice(0, p.length)}</strong>
        {text.slice(p.length)}
      </span>
    );
  }
  return <span>{text}</span>;
}

/**
 * The search box with as-you-type suggestions and my search history (issue 15). The list is
 * keyboard navigable (↑ ↓ choose, Enter searches the chosen entry, Esc closes); with nothing
 * chosen, Enter searches the typed text. An empty box offers the history and 清除搜索历史.
 */
export function SearchSuggestBox({
  value,
  onChange,
  onSearch,
  suggestions = [],
  history = [],
  onClearHistory,
  placeholder = '输入资源名称，例如：三体',
  defaultOpen,
}: SearchSuggestBoxProps) {
  const pickedAt = useRef(0);
  const [open, setOpen] = useState(defaultOpen ?? false);
  const typed = value.trim();

  const options = typed
    ? suggestions.length
      ? [
          {
            label: '搜索建议',
            options: suggestions.map((s) => ({
              value: s.text,
              label: (
                <span style={{ display: 'flex', alignItems: 'center', gap: spacing.xs }}>
                  {s.kind === 'hot' ? <FireOutlined style={{ color: alias.badgeBg }} aria-hidden /> : <SearchOutlined aria-hidden />}
                  <Marked text={s.text} prefix={typed} />
                </span>
              ),
            })),
          },
        ]
      : []
    : history.length
      ? [
          {
            label: '搜索历史',
            options: [
              ...history.map((h) => ({
                value: h,
                label: (
                  <span style={{ display: 'flex', alignItems: 'center', gap: spacing.xs }}>
                    <ClockCircleOutlined aria-hidden />
                    {h}
                  </span>
                ),
              })),
              {
                value: CLEAR_HISTORY,
                label: (
                  <span style={{ display: 'flex', alignItems: 'center', gap: spacing.xs, color: alias.mutedText }}>
                    <DeleteOutlined aria-hidden />
                    清除搜索历史
                  </span>
                ),
              },
            ],
          },
        ]
      : [];

  const search = (text: string) => {
    const kw = text.trim();
    if (!kw) return;
    setOpen(false);
    onSearch(kw);
  };

  return (
    <AutoComplete
      value={value}
      options={options}
      open={open && options.length > 0}
      onDropdownVisibleChange={setOpen}
      onFocus={() => setOpen(true)}
      onChange={(v: string) => {
        if (v === CLEAR_HISTORY) return;
        setOpen(true);
        onChange(v);
      }}
      onSelect={(v: string) => {
        pickedAt.current = Date.now();
        if (v === CLEAR_HISTORY) {
          onClearHistory?.();
          return;
        }
        onChange(v);
        search(v);
      }}
      style={{ width: '100%' }}
      popupMatchSelectWidth
      backfill={false}
    >
      <Input.Search
        placeholder={placeholder}
        enterButton="搜索"
        size="large"
        maxLength={100}
        aria-label="资源关键词"
        enterKeyHint="search"
        onSearch={(text) => {
          // Enter on a chosen entry reaches both onSelect and here: the choice wins.
          setTimeout(() => {
            if (Date.now() - pickedAt.current > 200) search(text);
          }, 0);
        }}
      />
    </AutoComplete>
  );
}
