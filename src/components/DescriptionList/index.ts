export * from './DescriptionList';
