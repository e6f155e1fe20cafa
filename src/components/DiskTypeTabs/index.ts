export * from './DiskTypeTabs';
