import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The cancel button's own action; by default it just closes the dialog. */
  onCancel?: () => void;
  pending?: boolean;
  pendingLabel?: string;
  tone?: 'primary' | 'danger';
}

/** A yes/no dialog: the safe choice first and focused, the action styled by its tone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  pendingLabel,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title}>
      <div className="text-stone-700">{children}</div>
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel ?? (() => onOpenChange(false))}
        actionLabel={confirmLabel}
        pendingLabel={pendingLabel ?? 'Working…'}
        pending={pending}
        onAction={onConfirm}
        tone={tone}
        focusCancel
      />
    </Dialog>
  );
}
