import { useEffect, useMemo, useState } from 'react';
import { alias, spacing } from '../../theme/tokens';
import './MarkdownView.module.css';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';

type Renderer = (source: string) => string;
let renderer: Renderer | null = null;
let pending: Promise<Renderer | null> | null = null;

/**
 * Loads the renderer (markdown-it + DOMPurify, its own chunk: issue 31 keeps it out of the forum
 * post's first-screen JavaScript). Pages call it when their module loads, so the chunk downloads
 * while the post's data is on its way. Resolves null when the chunk cannot be loaded.
 */
export function loadMarkdownRenderer(): Promise<Renderer | null> {
  pending ??= import('./markdown').then(
    (m) => (renderer = m.renderMarkdown),
    () => {
      pending = null; // a later view tries again
      return null;
    },
  );
  return pending;
}

export interface MarkdownViewProps {
  /** Raw Markdown (raw HTML in it is shown as text, never run). */
  source: string;
  /** Shown when the source is blank. */
  emptyText?: string;
}


/**
 * Rendered Markdown: markdown-it without raw HTML, sanitized with DOMPurify (see markdown.ts).
 * Until the renderer's chunk is there, skeleton lines (aria-busy); if it cannot be loaded, the
 * source as plain text (React escapes it), never unsanitized HTML.
 */
export function MarkdownView({ source, emptyText = '暂无内容' }: MarkdownViewProps) {
  // the renderer is kept boxed: a function given to a state setter would be called as an updater
  const [render, setRender] = useState<{ fn: Renderer } | 'failed' | null>(() => (renderer ? { fn: renderer } : null));
  useEffect(() => {
    if (render) return;
    let live = true;
    void loadMarkdownRenderer().then((r) => {
      if (live) setRender(r ? { fn: r } : 'failed');
    });
    return () => {
      live = false;
    };
  }, [render]);
  const html = useMemo(() => (render && render !== 'failed' ? render.fn(source) : null), [render, source]);
  if (!source.trim()) return <EmptyState image="simple" description={emptyText} />;
  if (render === 'failed') {
    return (
      <div className="ujuso-md" data-testid="markdown-view" style={{ whiteSpace: 'pre-wrap', color: alias.text }}>
        {source}
      </div>
    );
  }
  if (html === null) {
    return (
      <div aria-busy="true" data-testid="markdown-loading" style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
        <Skeleton width="95%" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  return (
    // sanitized by DOMPurify in renderMarkdown
    <div className="ujuso-md" data-testid="markdown-view" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
