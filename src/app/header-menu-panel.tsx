import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { headerLinkClass, type HeaderLink } from '../components/layout/page-header';
import { usePaintedText } from '../lib/i18n/painted-text';

const JoinCodeBox = lazy(() => import('../features/live/joining/join-code-box'));

/** The phone's menu: the page's links as rows a thumb can hit, then the box that joins a game by its code. */
export default function HeaderMenuPanel({
  links,
  onClose,
  opener,
}: {
  links: readonly HeaderLink[];
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const say = usePaintedText();
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The Menu button opened it without being Radix's trigger: focus goes back to it by hand.
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl bg-stone-50 pb-[env(safe-area-inset-bottom)] shadow-xl outline-none"
        >
          <div className="bg-felt text-white">
            <div className="mx-auto flex min-h-14 max-w-3xl items-center justify-between gap-2 px-3 py-1.5">
              <RadixDialog.Title className="font-display text-xl font-extrabold">
                {say('header.menu', 'Menu')}
              </RadixDialog.Title>
              <RadixDialog.Close
                aria-label={say('header.closeMenu', 'Close menu')}
                className={`${headerLinkClass} text-3xl leading-none`}
              >
                ×
              </RadixDialog.Close>
            </div>
          </div>
          <div className="mx-auto grid max-w-3xl gap-3 p-3">
            <ul className="grid overflow-hidden rounded-2xl bg-white shadow-sm">
              {links.map(({ to, label }) => (
                <li key={to} className="border-b border-stone-200 last:border-b-0">
                  <Link
                    to={to}
                    aria-current={pathname === to ? 'page' : undefined}
                    onClick={onClose}
                    className="flex min-h-12 items-center px-4 text-lg font-semibold hover:bg-stone-100"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <Suspense fallback={<div aria-hidden className="h-[9.5rem]" />}>
              <JoinCodeBox />
            </Suspense>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
