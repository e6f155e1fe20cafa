// The renderer (markdown-it + DOMPurify, ~50 KB gzip) is not re-exported: importing it statically
// would put it back into the first screen of the forum post (issue 31). Import ./markdown directly.
export { loadMarkdownRenderer, MarkdownView, type MarkdownViewProps } from './MarkdownView';
