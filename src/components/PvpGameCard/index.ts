export * from './PvpGameCard';
