export * from './ResourceLinkPanel';
