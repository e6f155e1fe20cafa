export * from './TaokeFilterBar';
