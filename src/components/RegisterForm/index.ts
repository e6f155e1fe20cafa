export * from './RegisterForm';
export * from './rules';
