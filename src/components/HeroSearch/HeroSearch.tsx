import { CloseCircleFilled } from '@ant-design/icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from './HeroSearch.module.css';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';

export interface HeroSearchProps {
  /** Called with the trimmed keyword; an empty or blank keyword shows a hint instead. */
  onSearch: (kw: string) => void;
  /** Initial keyword (the box keeps its own state afterwards). */
  defaultValue?: string;
  placeholder?: string;
  /** Shows the button spinner while the page navigates or loads. */
  loading?: boolean;
  /** Hot keywords shown under the box; clicking one searches it. */
  hotKeywords?: string[];
  /** The hot keywords are on their way: their row keeps its height, so nothing below moves when they arrive. */
  hotKeywordsPending?: boolean;
  /** large: landing page; middle: narrower contexts. */
  size?: 'large' | 'middle';
}

export const HERO_SEARCH_PLACEHOLDER = '输入资源名称，搜索百度网盘、阿里云盘、夸克等分享链接';

export function HeroSearch({
  onSearch,
  defaultValue = '',
  placeholder = HERO_SEARCH_PLACEHOLDER,
  loading = false,
  hotKeywords = [],
  hotKeywordsPending = false,
  size = 'large',
}: HeroSearchProps) {
  const [value, setValue] = useState(defaultValue);
  const [emptyTried, setEmptyTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const large = size === 'large';

  const submit = (raw: string) => {
    const kw = raw.trim();
    if (kw) onSearch(kw);
    else {
      // an empty 搜索 (issue 30): say what to type, keep the cursor in the box
      setEmptyTried(true);
      inputRef.current?.focus();
    }
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // a loading button ignores presses (antd's loading Button did too)
    if (!loading) submit(value);
  };

  return (
    <div className={styles.root}>
      <form role="search" aria-label="网盘资源搜索" onSubmit={handleSubmit} className={styles.form}>
        <div className={styles.field}>
          <TextInput
            ref={inputRef}
            size={large ? 'large' : 'middle'}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setEmptyTried(false);
            }}
            aria-describedby={emptyTried ? hintId : undefined}
            placeholder={placeholder}
            aria-label="搜索关键词"
            enterKeyHint="search"
            maxLength={100}
            autoComplete="off"
          />
          {value ? (
            <button
              type="button"
              className={styles.clear}
              aria-label="清空关键词"
              tabIndex={-1}
              onClick={() => {
                setValue('');
                inputRef.current?.focus();
              }}
            >
              <CloseCircleFilled aria-hidden />
            </button>
          ) : null}
        </div>
        <Button type="submit" variant="primary" size={large ? 'large' : 'middle'} className={styles.submit}>
          {loading ? <Spinner size="small" className={styles.busy} /> : null}
          搜索
        </Button>
      </form>
      <p id={hintId} role="status" className={styles.hint}>
        {emptyTried ? (hotKeywords.length > 0 ? '请输入要找的资源名称，或点下面的热门搜索' : '请输入要找的资源名称，例如片名、书名或课程名') : ''}
      </p>
      {hotKeywords.length === 0 && hotKeywordsPending ? <div className={styles.hot} aria-hidden="true" data-testid="hot-pending" /> : null}
      {hotKeywords.length > 0 ? (
        <div aria-label="热门搜索" role="group" className={styles.hot}>
          <span className={styles.hotLabel}>热门搜索：</span>
          {hotKeywords.map((kw) => (
            <Button key={kw} variant="link" size="small" className={styles.word} onClick={() => submit(kw)}>
              {kw}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
