/**
 * Stripe's request encoding, as the official SDK writes it: form fields with bracketed paths
 * (`items[0][price]=…`, `metadata[userId]=…`, `expand[0]=…`), in the body for POST and in the
 * query string for GET. Numeric segments make arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseStripeForm(encoded: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    setPath(root, path, value);
  }
  return root;
}

function setPath(target: Form | FormValue[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const slot = target as Record<string, FormValue>;
  if (rest.length === 0) {
    slot[head] = value;
    return;
  }
  const next = rest[0] ?? '';
  slot[head] ??= /^\d+$/.test(next) ? [] : {};
  setPath(slot[head] as Form | FormValue[], rest, value);
}

export function text(form: Form, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

export function record(form: Form, name: string): Form {
  const value = form[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(form: Form, name: string): FormValue[] {
  const value = form[name];
  return Array.isArray(value) ? value : [];
}

export function texts(form: Form, name: string): string[] {
  return list(form, name).filter((value): value is string => typeof value === 'string');
}

/** Metadata values are always strings in Stripe. */
export function metadataOf(form: Form): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(form, 'metadata')).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
