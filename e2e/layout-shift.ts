import type { Page } from 'playwright-core';

/**
 * Every layout shift the page has reported so far, added up (the browser's CLS without the windows):
 * the shifts already kept, which a buffered observer holds at once, and any the frame being drawn
 * makes. A page that moved nothing answers as soon as two frames have passed.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shifts: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((entries) => shifts.push(...entries.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            shifts.push(...observer.takeRecords());
            observer.disconnect();
            resolve(shifts.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }),
        );
      }),
  );
}
