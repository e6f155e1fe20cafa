export * from './SignPanel';
