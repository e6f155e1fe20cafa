import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

export interface FieldIds {
  /** the control's id (the label's `for`) */
  id: string;
  /** the message's id: give it to the control as aria-describedby while `error` is set */
  errorId: string;
}

export interface FormFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** The message under the control (Chinese, e.g. 请输入押注); the control should be `invalid` then. */
  error?: string;
  /** Something at the end of the line under the control (a count: 12 / 50). */
  hint?: ReactNode;
  /**
   * A group of choices (a RadioGroup): the label is the legend of a fieldset, not a `<label for>`,
   * and the fieldset names the message with aria-describedby while there is an error.
   */
  group?: boolean;
  /** The control, given the ids to wire up. */
  children: (ids: FieldIds) => ReactNode;
  className?: string;
}

/**
 * A labelled field of a light form (issue 31: the public pages' forms without antd's Form): the
 * label above the control, the error message under it in an aria-live region, so a screen reader
 * hears it when it appears; the control gets `id` and, while there is an error, names the message
 * with aria-describedby. Validation is the form's (it knows its rules and when to show them).
 */
export function FormField({ label, error, hint, group, children, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const foot = (
    <div className={styles.foot}>
      <span id={errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </div>
  );
  if (group)
    return (
      <fieldset className={[styles.field, className].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.label}>{label}</legend>
        {children({ id, errorId })}
        {foot}
      </fieldset>
    );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, errorId })}
      {foot}
    </div>
  );
}
