export * from './GameCard';
