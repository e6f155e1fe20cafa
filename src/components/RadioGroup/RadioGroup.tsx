import { useId } from 'react';
import ui from '../../theme/ui.module.css';

export interface RadioGroupProps<V extends string> {
  /** The group's name for assistive technology (排序, 类型 …). */
  label: string;
  options: ReadonlyArray<{ value: V; label: string; disabled?: boolean }>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * One choice of a few, drawn as segments like antd's Segmented: native radio inputs in a
 * role="radiogroup" (arrow keys move the choice, the browser does the rest).
 */
export function RadioGroup<V extends string>({ label, options, value, onChange, className }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label={label} className={[ui.segmented, className].filter(Boolean).join(' ')}>
      {options.map((o) => (
        <label key={o.value} className={ui.segment}>
          <input
            type="radio"
            name={`${id}-radio`}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
            className={ui.segmentRadio}
          />
          <span className={ui.segmentLabel}>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
