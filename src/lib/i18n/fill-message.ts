import type { MessageValues } from './catalog-areas';

/** A message as the build compiles it (scripts/compiled-catalogs.ts): a list of text and placeholders. */
export type CompiledMessage = string | readonly unknown[];

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let known = cache.get(key);
  if (!known) cache.set(key, (known = make()));
  return known;
}

/**
 * A compiled message in `locale`, its placeholders filled from `values`: `[name]` as given,
 * `[name, 'number', style?]` as a number, `[name, 'plural' | 'selectordinal', cases]` by the
 * locale's plural rules (an exact `=n` first, `#` the number), `[name, 'select', cases]` by the
 * value. A placeholder with no value is left out. It reads the catalogs as Lingui's runtime does,
 * which the page does not load.
 */
export function fillMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  const has = (name: string) => Object.prototype.hasOwnProperty.call(values, name);
  const fill = (tokens: unknown, count?: string): string => {
    if (typeof tokens === 'string') return tokens;
    if (!Array.isArray(tokens)) return '';
    let text = '';
    for (const token of tokens as unknown[]) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? count : token;
        continue;
      }
      if (!Array.isArray(token)) continue;
      const [name, type, format] = token as [string, string | undefined, unknown];
      const value = has(name) ? values[name] : undefined;
      const cases = (typeof format === 'object' && format !== null ? format : {}) as Record<string, unknown>;
      if (type === 'plural' || type === 'selectordinal') {
        const offset = Number(cases.offset ?? 0);
        const n = Number(value);
        const rules = memo(pluralRules, `${type}:${locale}`, () => {
          const kind = type === 'plural' ? 'cardinal' : 'ordinal';
          return new Intl.PluralRules(locale, { type: kind });
        });
        const chosen = cases[String(n)] ?? cases[rules.select(n - offset)] ?? cases.other;
        text += fill(chosen, memo(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n - offset));
      } else if (type === 'select') {
        text += fill(Object.prototype.hasOwnProperty.call(cases, String(value)) ? cases[String(value)] : cases.other);
      } else if (type === 'number') {
        const style = typeof format === 'string' ? { style: format as Intl.NumberFormatOptions['style'] } : cases;
        text += new Intl.NumberFormat(locale, style).format(Number(value));
      } else if (value !== undefined) {
        text += String(value);
      }
    }
    return text;
  };
  return fill(message);
}
