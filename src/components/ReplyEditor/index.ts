export { ReplyEditor, REPLY_MAX, type ReplyEditorProps } from './ReplyEditor';
