import { PageHeader } from '../components/layout/page-header';

/**
 * A page whose code could not be loaded. Its code is asked for again only by a fresh load of the
 * page (the browser keeps a failed import), so Try again reloads; the scorecard is kept on the
 * phone and survives it.
 */
export function PageFailed() {
  return (
    <>
      <PageHeader />
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <section role="alert">
          <h1 className="text-2xl font-bold">This page could not be loaded</h1>
          <p className="mt-2 text-stone-600">
            Check your connection and try again. Your scorecard is saved on this phone.
          </p>
          <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
            Try again
          </button>
        </section>
      </main>
    </>
  );
}
