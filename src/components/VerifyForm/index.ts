export * from './VerifyForm';
