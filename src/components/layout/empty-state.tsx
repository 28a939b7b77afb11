import type { ReactNode } from 'react';

/** The card an empty list shows: what is missing and the one thing to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-8 text-center shadow-sm">
      {icon}
      <h2 className="mt-2 text-xl font-bold">{title}</h2>
      <p className="mt-1 text-stone-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
