import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast-store';
import { useT } from '../../lib/i18n/translate';
import type { Translate } from '../../lib/i18n/catalog-areas';
import { shareFile } from './share-scorecard';

/**
 * A dialog that makes an image. Radix gives focus back only to its own trigger, and these dialogs
 * are opened from several pages' buttons: focus goes back to whatever had it when it opened.
 */
export function ImageDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
      title={title}
      description={description}
    >
      {children}
    </Dialog>
  );
}

/** Where the image is: a spinner while it is made, an alert when it could not be. */
export function ImageStatus({ busy, failed, text }: { busy: boolean; failed: boolean; text: string }) {
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={`flex items-center justify-center gap-2 text-center font-semibold ${
        failed ? 'text-red-700' : 'text-stone-800'
      }`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-felt border-t-transparent"
        />
      ) : null}
      {text}
    </p>
  );
}

/** After the image could not be made: try again, or close. */
export function FailedImageActions({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const t = useT('export');
  return (
    <div className="mt-4 grid grid-cols-2 gap-2">
      <button type="button" className="btn-primary" onClick={onRetry}>
        {t('export.dialog.tryAgain')}
      </button>
      <button type="button" className="btn-secondary" onClick={onClose}>
        {t('export.dialog.close')}
      </button>
    </div>
  );
}

/** Hands the image to the device's share sheet, saying so when the device refuses it. */
export async function shareImage(
  t: Translate<'export'>,
  file: File,
  text: string,
  url: string,
  title?: string,
): Promise<void> {
  if ((await shareFile(file, text, url, title)) === 'failed') {
    toast({
      title: t('export.dialog.shareFailed'),
      description: t('export.dialog.shareFailedText'),
      variant: 'destructive',
    });
  }
}
