import { ClockCircleOutlined, DeleteOutlined, FireOutlined, SearchOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '../../api/resources';
import { Button } from '../Button';
import { TextInput } from '../TextInput';
import styles from './SearchSuggestBox.module.css';

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

interface Row {
  key: string;
  text: string;
  icon: 'hot' | 'title' | 'history' | 'clear';
}

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

const ICONS = { hot: FireOutlined, title: SearchOutlined, history: ClockCircleOutlined, clear: DeleteOutlined };

/**
 * The search box with as-you-type suggestions and my search history (issue 15), an ARIA
 * combobox: ↑ ↓ move through the list, Enter searches the highlighted entry (or the typed text
 * when none is highlighted), Esc closes the list. An empty box offers the history and
 * 清除搜索历史. The keyboard is handled here rather than by antd AutoComplete, whose Enter
 * reached both the option and Input.Search's own submit. Drawn without antd (issue 14: the search
 * page's first screen loads no antd): the TextInput and Button primitives.
 */
export function SearchSuggestBox({
  value,
  onChange,
  onSearch,
  suggestions = [],
  history = [],
  onClearHistory,
  placeholder = '输入资源名称，例如：三体',
  defaultOpen = false,
}: SearchSuggestBoxProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  const wrap = useRef<HTMLDivElement>(null);
  const typed = value.trim();

  const rows: Row[] = typed
    ? suggestions.map((s, i) => ({ key: `s${i}`, text: s.text, icon: s.kind }))
    : history.length
      ? [...history.map((h, i) => ({ key: `h${i}`, text: h, icon: 'history' as const })), { key: 'clear', text: '清除搜索历史', icon: 'clear' as const }]
      : [];
  const shown = open && rows.length > 0;

  const search = (text: string) => {
    const kw = text.trim();
    setOpen(false);
    setActive(-1);
    if (kw) onSearch(kw);
  };
  const choose = (row: Row) => {
    if (row.icon === 'clear') {
      onClearHistory?.();
      setActive(-1);
      return;
    }
    onChange(row.text);
    search(row.text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // IME: Enter confirms the characters
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 (the typed text) → 0 … last → -1 again
      setActive((a) => {
        const next = a + step;
        return next >= rows.length ? -1 : next < -1 ? rows.length - 1 : next;
      });
      return;
    }
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      if (shown && active >= 0 && active < rows.length) choose(rows[active]);
      else search(value);
    }
  };

  const listId = `${id}-list`;
  return (
    <div
      ref={wrap}
      className={styles.wrap}
      onBlur={(e) => {
        if (!wrap.current?.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <form
        role="search"
        aria-label="资源搜索"
        onSubmit={(e) => {
          e.preventDefault();
          search(value);
        }}
        className={styles.form}
      >
        <TextInput
          type="text"
          size="large"
          className={styles.input}
          value={value}
          placeholder={placeholder}
          maxLength={100}
          enterKeyHint="search"
          role="combobox"
          aria-label="资源关键词"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${id}-o${active}` : undefined}
          autoComplete="off"
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setOpen(true);
            setActive(-1);
            onChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" size="large" className={styles.submit}>
          搜索
        </Button>
      </form>
      {shown ? (
        <ul id={listId} role="listbox" aria-label={typed ? '搜索建议' : '搜索历史'} className={styles.list}>
          {rows.map((row, i) => {
            const Icon = ICONS[row.icon];
            return (
              <li
                key={row.key}
                id={`${id}-o${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(row)}
                onMouseEnter={() => setActive(i)}
                className={row.icon === 'clear' ? `${styles.option} ${styles.clear}` : styles.option}
              >
                <Icon aria-hidden className={row.icon === 'hot' ? styles.hot : undefined} />
                {row.icon === 'clear' || row.icon === 'history' ? <span>{row.text}</span> : <Marked text={row.text} prefix={typed} />}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
