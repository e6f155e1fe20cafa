export * from './SignList';
