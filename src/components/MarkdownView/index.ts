export { MarkdownView, type MarkdownViewProps } from './MarkdownView';
export { renderMarkdown } from './markdown';
