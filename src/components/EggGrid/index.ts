export * from './EggGrid';
