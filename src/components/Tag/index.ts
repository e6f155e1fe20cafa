export * from './Tag';
