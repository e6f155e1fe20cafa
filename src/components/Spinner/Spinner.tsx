import ui from '../../theme/ui.module.css';

/** A turning ring (decorative: the container says what is loading, e.g. role="status"). */
export function Spinner({ size = 'middle', className }: { size?: 'small' | 'middle'; className?: string }) {
  return <span aria-hidden className={[ui.spinner, size === 'small' && ui.spinnerSmall, className].filter(Boolean).join(' ')} />;
}
