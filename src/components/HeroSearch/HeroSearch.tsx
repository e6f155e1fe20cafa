import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { alias, spacing } from '../../theme';

export interface HeroSearchProps {
  /** Called with the trimmed keyword; never called for an empty or blank keyword. */
  onSearch: (kw: string) => void;
  /** Initial keyword (the box keeps its own state afterwards). */
  defaultValue?: string;
  placeholder?: string;
  /** Shows the button spinner while the page navigates or loads. */
  loading?: boolean;
  /** Hot keywords shown under the box; clicking one searches it. */
  hotKeywords?: string[];
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
  size = 'large',
}: HeroSearchProps) {
  const [value, setValue] = useState(defaultValue);

  const submit = (raw: string) => {
    const kw = raw.trim();
    if (kw) onSearch(kw);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <div style={{ width: '100%', maxWidth: 720 }}>
      <form role="search" aria-label="网盘资源搜索" onSubmit={handleSubmit} style={{ display: 'flex', gap: spacing.xs }}>
        <Input
          size={size}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={placeholder}
          aria-label="搜索关键词"
          allowClear
          enterKeyHint="search"
          maxLength={100}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="primary" htmlType="submit" size={size} loading={loading} style={{ minWidth: 88 }}>
          搜索
        </Button>
      </form>
      {hotKeywords.length > 0 ? (
        <div
          aria-label="热门搜索"
          role="group"
          style={{ marginTop: spacing.sm, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.xs }}
        >
          <span style={{ color: alias.mutedText }}>热门搜索：</span>
          {hotKeywords.map((kw) => (
            <Button key={kw} type="link" size="small" style={{ paddingInline: spacing.xxs }} onClick={() => submit(kw)}>
              {kw}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
