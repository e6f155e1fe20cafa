export { MyReplyList, type MyReplyListProps } from './MyReplyList';
