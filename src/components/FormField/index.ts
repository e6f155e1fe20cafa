export * from './FormField';
