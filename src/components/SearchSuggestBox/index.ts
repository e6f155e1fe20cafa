export * from './SearchSuggestBox';
