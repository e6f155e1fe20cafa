export * from './ResourceResults';
