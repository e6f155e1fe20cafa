export * from './FriendLinks';
