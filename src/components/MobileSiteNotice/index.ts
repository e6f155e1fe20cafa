export * from './MobileSiteNotice';
