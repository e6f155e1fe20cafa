export * from './HeroSearch';
