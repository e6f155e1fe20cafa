export * from './SourceDailyChart';
