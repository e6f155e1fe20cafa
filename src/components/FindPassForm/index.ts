export * from './FindPassForm';
