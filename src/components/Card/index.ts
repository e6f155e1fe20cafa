export * from './Card';
