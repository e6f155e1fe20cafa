import { forwardRef, type SelectHTMLAttributes } from 'react';
import ui from '../../theme/ui.module.css';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  options: SelectOption[];
  value: string | number;
  /** The chosen option's value, as a string (the caller converts). */
  onChange: (value: string) => void;
  /** Class of the wrapper (width, placement). */
  wrapClassName?: string;
  invalid?: boolean;
}

/**
 * A native <select> drawn like antd's Select: on a phone it opens the phone's own picker, and
 * keyboard and screen readers get the platform's behaviour. Give it a label or an aria-label.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, value, onChange, wrapClassName, className, invalid, ...rest }, ref) {
  return (
    <span className={[ui.selectWrap, wrapClassName].filter(Boolean).join(' ')}>
      <select
        ref={ref}
        className={[ui.select, invalid && ui.inputInvalid, className].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
});
