import ui from '../../theme/ui.module.css';

export interface SwitchProps {
  /** The visible label; it names the switch. */
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off switch with its visible label: one `<button role="switch" aria-checked>` holding a
 * track drawn like antd's Switch (44 × 22) and the label, so the label is part of the target
 * (44 px tall on phones) and names the control. Space and Enter toggle it (native button).
 */
export function Switch({ label, checked, onChange, disabled, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={[ui.switchRow, className].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
    >
      <span aria-hidden className={ui.switch} />
      <span>{label}</span>
    </button>
  );
}
