export { ReplyList, ReplyQuote, DELETED_TEXT, HIDDEN_TEXT, BLOCKED_TEXT, type ReplyListProps } from './ReplyList';
export { linkMentions } from './mentions';
