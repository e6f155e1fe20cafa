export * from './SiteBrand';
