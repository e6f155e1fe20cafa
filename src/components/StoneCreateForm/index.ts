export * from './StoneCreateForm';
