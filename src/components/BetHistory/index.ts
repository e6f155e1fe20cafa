export * from './BetHistory';
