import { Spinner } from '../Spinner';

export interface PageLoadingProps {
  /** Text under the spinner. */
  tip?: string;
  /** Minimum height of the placeholder area, so the layout does not jump. */
  minHeight?: number | string;
}

/** The placeholder shown while a lazy route loads. */
export function PageLoading({ tip = '页面加载中…', minHeight = 320 }: PageLoadingProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
      }}
    >
      <Spinner />
      <span style={{ color: 'var(--uj-text-muted)', fontSize: 14, lineHeight: '22px' }}>{tip}</span>
    </div>
  );
}
