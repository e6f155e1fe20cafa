import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** An error state: red border and aria-invalid (name the message with aria-describedby). */
  invalid?: boolean;
}

/** The multi-line TextInput (antd's Input.TextArea look): `rows` lines tall, resizable vertically. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ invalid, className, rows = 2, ...rest }, ref) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      aria-invalid={invalid || undefined}
      className={[ui.input, ui.textarea, invalid && ui.inputInvalid, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
