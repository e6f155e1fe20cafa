export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
export { MarkdownInput, type MarkdownInputProps } from './MarkdownInput';
export { EditorToolsContext, useEditorTools, type EditorTools, type MentionOption, type UploadedPicture } from './editorTools';
