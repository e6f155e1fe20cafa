export * from './AuthLayout';
