export { CoinSpendConfirm, coinSpendLines, type CoinSpendConfirmProps } from './CoinSpendConfirm';
