import { FireOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { alias, palette, radii, spacing } from '../../theme';

export interface HotKeywordItem {
  keyword: string;
  /** how many searches (shown in the ranked list) */
  count?: number;
}

export interface HotKeywordsProps {
  items: HotKeywordItem[];
  onSelect: (kw: string) => void;
  title?: string;
  /** A numbered list with counts (hot page) instead of a line of words. */
  ranked?: boolean;
}

/** Hot keywords: clicking one searches it. */
export function HotKeywords({ items, onSelect, title = '热门搜索', ranked = false }: HotKeywordsProps) {
  if (items.length === 0) return null;
  if (ranked) {
    return (
      <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.xxs }}>
        {items.map((it, i) => (
          <li key={it.keyword} style={{ display: 'flex', alignItems: 'center', gap: spacing.xs }}>
            <span
              aria-hidden
              style={{
                width: 22,
                textAlign: 'center',
                borderRadius: radii.sm,
                fontSize: 12,
                lineHeight: '20px',
                background: i < 3 ? palette.red : palette.paper,
                color: i < 3 ? palette.white : alias.text,
              }}
            >
              {i + 1}
            </span>
            <Button type="link" size="small" style={{ paddingInline: 0, flex: 1, minWidth: 0, justifyContent: 'flex-start' }} onClick={() => onSelect(it.keyword)}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{it.keyword}</span>
            </Button>
            {it.count !== undefined ? <span style={{ color: alias.mutedText, fontSize: 12 }}>{it.count} 次</span> : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div role="group" aria-label={title} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.xxs }}>
      <span style={{ color: alias.mutedText }}>
        <FireOutlined aria-hidden style={{ color: palette.red, marginRight: 4 }} />
        {title}：
      </span>
      {items.map((it) => (
        <Button key={it.keyword} type="link" size="small" style={{ paddingInline: spacing.xxs }} onClick={() => onSelect(it.keyword)}>
          {it.keyword}
        </Button>
      ))}
    </div>
  );
}
