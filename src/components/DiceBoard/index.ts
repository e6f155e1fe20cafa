export * from './DiceBoard';
