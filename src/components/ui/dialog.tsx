import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePaintedText } from '../../lib/i18n/painted-text';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Where focus goes when the dialog goes away; by default, back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A modal dialog: focus trapped, Escape and the close button dismiss it. */
export function Dialog({ open, onOpenChange, title, description, children, onCloseAutoFocus }: DialogProps) {
  const say = usePaintedText();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-4">
            <div>
              <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-stone-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={say('dialog.close', 'Close')}
              className="rounded-md px-2 text-2xl leading-none text-stone-500 hover:text-stone-900"
            >
              ×
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
