export * from './GameBoard';
