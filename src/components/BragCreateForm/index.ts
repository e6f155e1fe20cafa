export * from './BragCreateForm';
