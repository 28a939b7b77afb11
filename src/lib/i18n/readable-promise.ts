/**
 * Marks a promise with its outcome as React's `use` reads it, so a render that meets it once it
 * has settled (a catalog fetched before a change of language) reads it at once, never waiting.
 */
export function readable<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
