export * from './NoticeBar';
