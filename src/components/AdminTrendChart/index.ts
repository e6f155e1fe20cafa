export * from './AdminTrendChart';
