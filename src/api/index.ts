export * from './http';
export * from './types';
export * from './users';
export * from './articles';
export * from './webSettings';
export * from './sign';
export * from './account';
