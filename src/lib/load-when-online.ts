/** Tries made before a download that keeps failing is passed on as a failure. */
const TRIES = 3;

/**
 * Loads a part's code; a download that fails is tried again as soon as the phone has a signal
 * (at once if it has one now). A part nobody asked for, such as the theme choice or the way back
 * into a game, then appears late after a dropped signal rather than being gone for the visit.
 * A download that still fails is passed on, for the part's boundary to show.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await load();
    } catch (error) {
      if (tried >= TRIES) throw error;
      await signalBack();
    }
  }
}

function signalBack(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
