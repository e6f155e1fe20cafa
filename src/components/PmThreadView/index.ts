export * from './PmThreadView';
