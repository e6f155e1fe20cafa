export * from './CopyLinkButton';
