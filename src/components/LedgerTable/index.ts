export * from './LedgerTable';
