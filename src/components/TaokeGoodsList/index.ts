export * from './TaokeGoodsList';
