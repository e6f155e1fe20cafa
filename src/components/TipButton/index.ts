export { TipButton, type TipButtonProps } from './TipButton';
