export * from './ListShell';
