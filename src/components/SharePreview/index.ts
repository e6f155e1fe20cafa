export * from './SharePreview';
