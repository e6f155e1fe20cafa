export * from './ProfileUpdateForm';
