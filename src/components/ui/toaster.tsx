import { Toast } from 'radix-ui';
import { useT } from '../../lib/i18n/translate';
import { dismissToast, useToasts, type ToastVariant } from '../../lib/toast-store';

/** A toast stays 5000 ms; swiping it right past 50 px dismisses it; F8 focuses the viewport, at most 420 px wide. */
const TOAST_DURATION_MS = 5000;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-green-200 bg-green-50 text-green-950',
  destructive: 'border-red-700 bg-red-600 text-white',
};

export function Toaster() {
  const toasts = useToasts();
  const t = useT('app');
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? <Toast.Description className="text-sm">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close
            aria-label={t('toaster.dismiss')}
            className="absolute top-2 right-2 rounded-md p-1 text-lg leading-none"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="toast-viewport fixed right-0 bottom-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
