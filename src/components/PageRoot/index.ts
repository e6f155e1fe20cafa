export * from './PageRoot';
