export * from './ShareStatusTag';
