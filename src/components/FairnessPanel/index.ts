export * from './FairnessPanel';
