export * from './DiskIcon';
