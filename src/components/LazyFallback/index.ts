export * from './LazyFallback';
