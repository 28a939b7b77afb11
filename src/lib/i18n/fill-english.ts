/**
 * A message as the build compiles it (Lingui's form): text, `[name]` for a value, or
 * `[name, 'plural' | 'select', { form: message }]`, with '#' for the count inside a plural.
 */
export type Compiled = string | readonly (string | readonly [string, string?, Record<string, Compiled>?])[];

/**
 * Fills in an English message without the language runtime, which the card's first paint cannot
 * afford: English has two plural forms, 'one' for exactly 1 and 'other'. Counts on a card stay
 * under a thousand, so they are written as they are.
 */
export function fillEnglish(message: Compiled, values: Record<string, string | number> = {}, count?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? String(count) : token;
      continue;
    }
    const [name, kind, forms = {}] = token;
    const value = values[name];
    if (kind === 'plural') {
      const n = Number(value);
      text += fillEnglish(forms[String(n)] ?? forms[n === 1 ? 'one' : 'other'] ?? forms.other ?? '', values, n);
    } else if (kind === 'select') {
      text += fillEnglish(forms[String(value)] ?? forms.other ?? '', values);
    } else if (value !== undefined) {
      text += String(value);
    }
  }
  return text;
}
