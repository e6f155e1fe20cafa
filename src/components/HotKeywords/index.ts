export * from './HotKeywords';
