export * from './Confirm';
