export * from './ValidityBadge';
