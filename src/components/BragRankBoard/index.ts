export * from './BragRankBoard';
