export * from './OrderList';
