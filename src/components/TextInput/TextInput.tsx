import { forwardRef, type InputHTMLAttributes } from 'react';
import ui from '../../theme/ui.module.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: 'middle' | 'large';
  /** An error state: red border and aria-invalid (name the message with aria-describedby). */
  invalid?: boolean;
}

/** A light text input (antd's Input metrics); give it a label or an aria-label. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ size = 'middle', invalid, className, ...rest }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={[ui.input, size === 'large' && ui.inputLarge, invalid && ui.inputInvalid, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
