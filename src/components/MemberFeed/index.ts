export { MemberFeed, type MemberFeedItem, type MemberFeedProps } from './MemberFeed';
