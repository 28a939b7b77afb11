import { PageHeader } from './page-header';
import { PageSpinner } from './page-spinner';

/** A whole page on its way: the header at once, a spinner where the page will be. */
export function PageLoading() {
  return (
    <>
      <PageHeader />
      <PageSpinner />
    </>
  );
}
