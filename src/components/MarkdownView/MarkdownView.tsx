import { useMemo } from 'react';
import { alias, radii, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';
import { renderMarkdown } from './markdown';

export interface MarkdownViewProps {
  /** Raw Markdown (raw HTML in it is shown as text, never run). */
  source: string;
  /** Shown when the source is blank. */
  emptyText?: string;
}

const css = `
.ujuso-md { color: ${alias.text}; font-size: ${typeScale.bodyLarge.fontSize}px; line-height: 1.8; word-break: break-word; overflow-wrap: anywhere; }
.ujuso-md h1, .ujuso-md h2, .ujuso-md h3 { margin: ${spacing.md}px 0 ${spacing.xs}px; line-height: 1.4; }
.ujuso-md p { margin: 0 0 ${spacing.sm}px; }
.ujuso-md a { color: ${alias.link}; text-decoration: underline; }
.ujuso-md img { display: block; max-width: 100%; height: auto; margin: ${spacing.xs}px 0; background: ${alias.pageBg}; border-radius: ${radii.sm}px; }
.ujuso-md pre { background: ${alias.pageBg}; padding: ${spacing.sm}px; border-radius: ${radii.md}px; overflow-x: auto; }
.ujuso-md code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
.ujuso-md :not(pre) > code { background: ${alias.pageBg}; border: 1px solid ${alias.navActiveBg}; border-radius: ${radii.sm}px; padding: 0 ${spacing.xxs}px; color: ${alias.text}; }
.ujuso-md blockquote { margin: 0 0 ${spacing.sm}px; padding-left: ${spacing.sm}px; border-left: 4px solid ${alias.navActiveBg}; color: ${alias.mutedText}; }
.ujuso-md table { border-collapse: collapse; }
.ujuso-md th, .ujuso-md td { border: 1px solid ${alias.navActiveBg}; padding: ${spacing.xxs}px ${spacing.xs}px; }
`;

/** Rendered Markdown: markdown-it without raw HTML, sanitized with DOMPurify (see markdown.ts). */
export function MarkdownView({ source, emptyText = '暂无内容' }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  if (!source.trim()) return <EmptyState image="simple" description={emptyText} />;
  return (
    <>
      <style>{css}</style>
      {/* sanitized by DOMPurify in renderMarkdown */}
      <div className="ujuso-md" data-testid="markdown-view" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
