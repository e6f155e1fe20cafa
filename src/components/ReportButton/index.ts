export * from './ReportButton';
