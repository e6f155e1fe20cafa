export * from './ProfileSummary';
