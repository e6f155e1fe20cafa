export * from './AppHeader';
