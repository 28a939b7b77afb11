import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headerLinkClass, PageHeader } from './page-header';

/** A page other than the scorecard: the header with a way back, and the page's title. */
export function SubPage({ title, width = 'max-w-3xl', children }: { title: string; width?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader>
        <Link to="/" className={headerLinkClass}>
          Scorecard
        </Link>
      </PageHeader>
      <main className={`mx-auto grid gap-4 px-3 py-6 ${width}`}>
        <h1 className="font-display text-3xl font-extrabold text-felt">{title}</h1>
        {children}
      </main>
    </>
  );
}

/** The card an empty list shows: what is missing and the one thing to do about it. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-8 text-center shadow-sm">
      {icon}
      <h2 className="mt-2 text-xl font-bold">{title}</h2>
      <p className="mt-1 text-stone-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
