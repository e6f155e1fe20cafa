import { useId, useState } from 'react';
import { REPORT_KINDS, REPORT_REASONS, type ReportKind, type ReportReason } from '../../../contract/pm-constants';
import { Alert } from '../Alert';
import { Button, LinkButton } from '../Button';
import { Dialog } from '../Dialog';
import { RadioGroup } from '../RadioGroup';
import styles from './ContentReportButton.module.css';

export interface ContentReportButtonProps {
  kind: ReportKind;
  /** idle, on its way, done (the button reads 已举报), or refused (the message in `error`) */
  state?: 'idle' | 'sending' | 'done' | 'error';
  error?: string;
  /** A visitor logs in first: the button is a link to the login that comes back here. */
  loginHref?: string;
  /** The dialog opens at once (stories). */
  defaultOpen?: boolean;
  size?: 'small' | 'middle';
  onSubmit: (reason: ReportReason, detail: string) => void;
}

const REASON_OPTIONS = (Object.keys(REPORT_REASONS) as ReportReason[]).map((value) => ({ value, label: REPORT_REASONS[value] }));

/**
 * 举报 a post, a reply or a conversation (issue 33): a text button that opens a dialog with the
 * reasons (垃圾广告, 辱骂攻击, …) and an optional note of up to 200 characters. Light (no antd),
 * for the public forum pages. Not the 举报失效 button of resources (ReportButton: dead links).
 */
export function ContentReportButton({ kind, state = 'idle', error = '', loginHref, defaultOpen = false, size = 'small', onSubmit }: ContentReportButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [detail, setDetail] = useState('');
  const detailId = useId();
  const what = REPORT_KINDS[kind];
  if (loginHref) {
    return (
      <LinkButton variant="text" size={size} href={loginHref} aria-label={`登录后举报这条${what}`}>
        举报
      </LinkButton>
    );
  }
  if (state === 'done' && !open) {
    return (
      <Button variant="text" size={size} disabled>
        已举报
      </Button>
    );
  }
  return (
    <>
      <Button variant="text" size={size} onClick={() => setOpen(true)} aria-label={`举报这条${what}`}>
        举报
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`举报${what}`}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{state === 'done' ? '关闭' : '取消'}</Button>
            {state === 'done' ? null : (
              <Button variant="primary" disabled={state === 'sending'} onClick={() => onSubmit(reason, detail.trim())}>
                {state === 'sending' ? '提交中…' : '提交举报'}
              </Button>
            )}
          </>
        }
      >
        <div className={styles.form}>
          {state === 'done' ? (
            <Alert type="success" role="status">举报已提交，管理员会尽快处理。</Alert>
          ) : (
            <>
              <span className={styles.label} aria-hidden>举报原因</span>
              <RadioGroup<ReportReason> label="举报原因" options={REASON_OPTIONS} value={reason} onChange={setReason} className={styles.reasons} />
              <label className={styles.label} htmlFor={detailId}>
                补充说明（选填）
              </label>
              <textarea
                id={detailId}
                className={styles.detail}
                maxLength={200}
                value={detail}
                onChange={(e) => setDetail(e.target.value)}
                placeholder="说明具体问题，便于管理员核实"
              />
              <span className={styles.hint}>{detail.length}/200 · 同一内容每人只能举报一次</span>
              {state === 'error' && error ? <Alert type="error" role="alert">{error}</Alert> : null}
            </>
          )}
        </div>
      </Dialog>
    </>
  );
}
