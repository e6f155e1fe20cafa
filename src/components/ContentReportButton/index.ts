export * from './ContentReportButton';
