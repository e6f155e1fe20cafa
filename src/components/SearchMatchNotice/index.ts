export * from './SearchMatchNotice';
