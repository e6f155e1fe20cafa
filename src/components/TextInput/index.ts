export * from './TextInput';
