export * from './ResourceCard';
