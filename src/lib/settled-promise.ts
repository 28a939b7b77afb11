/**
 * The promise, marked the way React's `use` reads a promise: once it has settled, a render reads
 * its value at once. An unmarked promise suspends the render for a moment even when it settled
 * long ago, and a page that suspends on its first render shows its loading state, which React then
 * keeps on screen a while longer before it shows the page.
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}
