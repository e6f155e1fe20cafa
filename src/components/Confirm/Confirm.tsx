import { ExclamationCircleFilled } from '@ant-design/icons';
import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import styles from './Confirm.module.css';

export interface ConfirmProps {
  /** The question, e.g. 删除这条回复？ — it names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** The confirming action is destructive (red OK button). */
  danger?: boolean;
  /** The OK button cannot be pressed (e.g. 余额不足). */
  okDisabled?: boolean;
  onConfirm: () => void;
  /** The trigger opens nothing (it is disabled or the action impossible). */
  disabled?: boolean;
  /** Stories only: show it open. */
  open?: boolean;
  /** The trigger: a button; its click opens the question. */
  children: ReactElement<{ onClick?: (e: MouseEvent) => void }>;
}

/**
 * Ask once before an action (antd Popconfirm's job, issue 31): the trigger opens a small modal
 * Dialog with the question, 取消 and the OK button (focus moves in, Escape cancels, focus returns
 * to the trigger). OK runs `onConfirm` and closes.
 */
export function Confirm({ title, description, okText = '确定', cancelText = '取消', danger, okDisabled, onConfirm, disabled, open, children }: ConfirmProps) {
  const [shown, setShown] = useState(false);
  const isOpen = open ?? shown;
  const trigger = cloneElement(children, {
    onClick: (e: MouseEvent) => {
      children.props.onClick?.(e);
      if (!disabled) setShown(true);
    },
  });
  return (
    <>
      {trigger}
      <Dialog
        open={isOpen}
        onClose={() => setShown(false)}
        title={
          <span className={styles.title}>
            <ExclamationCircleFilled aria-hidden className={styles.icon} />
            {title}
          </span>
        }
        className={styles.confirm}
        footer={
          <>
            <Button size="small" onClick={() => setShown(false)}>
              {cancelText}
            </Button>
            <Button
              size="small"
              variant="primary"
              className={danger ? styles.danger : undefined}
              disabled={okDisabled}
              onClick={() => {
                setShown(false);
                onConfirm();
              }}
            >
              {okText}
            </Button>
          </>
        }
      >
        {description ? <div className={styles.description}>{description}</div> : null}
      </Dialog>
    </>
  );
}
