export * from './AdminFriendLinksEditor';
