interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  /** What the action says while it runs; both buttons are disabled meanwhile. */
  pendingLabel: string;
  pending: boolean;
  /** Without it the action submits the form the buttons sit in. */
  onAction?: () => void;
  actionDisabled?: boolean;
  tone?: 'primary' | 'danger';
  /** Focus starts on Cancel, the safe choice, when the action cannot be undone. */
  focusCancel?: boolean;
  /** The space above the buttons. */
  className?: string;
}

/** A dialog's closing row: Cancel, then the action, side by side from sm up and stacked action-first below. */
export function DialogActions({
  cancelLabel,
  onCancel,
  actionLabel,
  pendingLabel,
  pending,
  onAction,
  actionDisabled = false,
  tone = 'primary',
  focusCancel = false,
  className = 'mt-6',
}: DialogActionsProps) {
  return (
    <div className={`${className} flex flex-col-reverse gap-2 sm:flex-row sm:justify-end`}>
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={pending} autoFocus={focusCancel}>
        {cancelLabel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
        onClick={onAction}
        disabled={pending || actionDisabled}
      >
        {pending ? pendingLabel : actionLabel}
      </button>
    </div>
  );
}
