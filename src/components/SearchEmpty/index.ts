export * from './SearchEmpty';
