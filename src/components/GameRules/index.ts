export * from './GameRules';
