export * from './SubscriptionList';
