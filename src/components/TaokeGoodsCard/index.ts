export * from './TaokeGoodsCard';
