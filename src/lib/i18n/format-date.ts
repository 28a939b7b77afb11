import { useRenderTimeZone } from './page-language';
import { useReaderLocale } from './reader-locale';

type Style = 'date' | 'dateTime';

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates in the reader's locale, in the phone's time zone: 'November 22, 2026' in en-US,
 * '22 November 2026' in en-GB, '22. November 2026' in German. The first formatter a page makes
 * loads its locale's data, a long task on a phone: formatters are made the first time a date
 * shows, which is never in a page's first paint, and then kept.
 */
export function formatIn(locale: string, style: Style, value: string | number | Date, timeZone?: string): string {
  const key = `${locale} ${style} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}

/** "November 22, 2026" in the reader's locale. */
export function useFormatDate(): (value: string | number | Date) => string {
  const locale = useReaderLocale();
  return (value) => formatIn(locale, 'date', value);
}

/** "November 22, 2026 at 8:05 PM" in the reader's locale: a moment as a person reads it. */
export function useFormatDateTime(): (value: string | number | Date) => string {
  const locale = useReaderLocale();
  // The Worker paints a member's History in the reader's time zone, as their phone then writes it.
  const timeZone = useRenderTimeZone();
  return (value) => formatIn(locale, 'dateTime', value, timeZone);
}
