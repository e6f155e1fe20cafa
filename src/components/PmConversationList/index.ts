export * from './PmConversationList';
