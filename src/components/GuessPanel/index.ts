export * from './GuessPanel';
