import { Checkbox, Input } from 'antd';
import { canShare } from '../../api/resources';
import type { SharePreviewItem } from '../../api/resources';
import { alias, palette, presetTagColors, radii, spacing } from '../../theme';
import { DiskIcon, diskName } from '../DiskIcon';
import { EmptyState } from '../EmptyState';

export interface SharePreviewRow extends SharePreviewItem {
  /** will be submitted */
  selected: boolean;
}

export interface SharePreviewProps {
  rows: SharePreviewRow[];
  onTitleChange: (index: number, title: string) => void;
  onToggle: (index: number, selected: boolean) => void;
}

export { canShare };

/** The links parsed out of pasted text: title (editable), disk, link, code, and why one cannot be shared. */
export function SharePreview({ rows, onTitleChange, onToggle }: SharePreviewProps) {
  if (rows.length === 0) return <EmptyState image="simple" description="没有识别到网盘链接" />;
  return (
    <ol aria-label="识别到的链接" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
      {rows.map((row, i) => {
        const ok = canShare(row);
        const warn = row.duplicate ? '该链接已存在' : row.problem;
        return (
          <li
            key={`${row.url}-${i}`}
            style={{ display: 'flex', gap: spacing.sm, padding: spacing.sm, background: palette.white, borderRadius: radii.md, border: '1px solid #f0f0f0' }}
          >
            <Checkbox checked={row.selected && ok} disabled={!ok} onChange={(e) => onToggle(i, e.target.checked)} aria-label={`提交第 ${i + 1} 个链接`} />
            <DiskIcon type={row.disk_type} />
            <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: spacing.xxs }}>
              <Input
                value={row.title}
                onChange={(e) => onTitleChange(i, e.target.value)}
                placeholder="资源标题"
                aria-label={`第 ${i + 1} 个链接的标题`}
                maxLength={300}
                disabled={!ok}
              />
              <div style={{ fontSize: 12, color: alias.mutedText, wordBreak: 'break-all' }}>
                {diskName(row.disk_type)} · {row.url}
                {row.pwd ? ` · 提取码：${row.pwd}` : ''}
              </div>
              {warn ? (
                <span style={{ alignSelf: 'flex-start', fontSize: 12, padding: '0 6px', borderRadius: radii.sm, color: presetTagColors.orange.text, background: presetTagColors.orange.bg }}>
                  {warn}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
