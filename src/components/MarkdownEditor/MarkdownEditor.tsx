import { Col, Grid, Row, Typography } from 'antd';
import { alias, radii, spacing, typeScale } from '../../theme';
import { MarkdownView } from '../MarkdownView';
import { MarkdownInput } from './MarkdownInput';

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Maximum characters (the server allows 50,000). */
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Error state (validation failed). */
  status?: 'error';
  id?: string;
  /** Rows of the text area. */
  rows?: number;
}

/**
 * Markdown text area with a toolbar (pictures by button, paste or drag; @-mentions) and a live
 * preview beside it (below it on narrow screens).
 */
export function MarkdownEditor({ value, onChange, maxLength = 50_000, placeholder = '支持 Markdown：# 标题、**加粗**、[链接](https://…)、- 列表', disabled, status, id, rows = 14 }: MarkdownEditorProps) {
  // the columns stack below md (Col md={12}): the empty-preview hint says where the text box is
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Row gutter={[spacing.md, spacing.md]}>
      <Col xs={24} md={12}>
        <MarkdownInput
          id={id}
          label="正文（Markdown）"
          value={value}
          onChange={(v) => onChange(Array.from(v).length > maxLength ? Array.from(v).slice(0, maxLength).join('') : v)}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          invalid={status === 'error'}
        />
        <Typography.Text style={{ display: 'block', textAlign: 'right', color: alias.mutedText, ...typeScale.caption }}>
          {Array.from(value).length} / {maxLength}
        </Typography.Text>
      </Col>
      <Col xs={24} md={12}>
        <section
          aria-label="实时预览"
          style={{ border: `1px solid ${alias.navActiveBg}`, borderRadius: radii.md, padding: spacing.sm, minHeight: rows * 22, background: alias.headerBg }}
        >
          <Typography.Text style={{ color: alias.mutedText, ...typeScale.caption, display: 'block', marginBottom: spacing.xs }}>预览</Typography.Text>
          {/* side by side from md up, stacked below on a phone (issue 16): the hint follows */}
          <MarkdownView source={value} emptyText={phone ? '在上方输入正文，这里实时预览' : '在左侧输入正文，这里实时预览'} />
        </section>
      </Col>
    </Row>
  );
}
