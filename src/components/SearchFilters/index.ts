export * from './SearchFilters';
