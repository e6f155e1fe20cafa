export * from './VipExchangePanel';
