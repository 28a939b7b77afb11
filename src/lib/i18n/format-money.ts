import { useMemo } from 'react';
import { useReaderLocale } from './reader-locale';

const usdIn = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });

/**
 * A price in US dollars as a reader in `locale` writes money: '$2.99' in en-US, 'US$2.99' in en-GB
 * (where '$' alone is not their currency), '2,99 $' in German.
 */
export function formatUsd(locale: string, cents: number): string {
  return usdIn(locale).format(cents / 100);
}

/** Prices in US dollars in the reader's locale. */
export function useFormatUsd(): (cents: number) => string {
  const locale = useReaderLocale();
  const format = useMemo(() => usdIn(locale), [locale]);
  return (cents) => format.format(cents / 100);
}
