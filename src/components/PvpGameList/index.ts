export * from './PvpGameList';
