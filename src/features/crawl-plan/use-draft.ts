import { useState } from 'react';

/**
 * A field's typed text, kept while it is not yet a valid value (typing '2' on the way to
 * '20:30'). Each valid text is handed on at once; an invalid one stays in the field, marked
 * `invalid`. When `value` changes from outside (a reset, the course's times taken back), the
 * field shows it, unless it is what the typed text already reads as.
 */
export function useDraft<T extends string | number>(
  value: string,
  parse: (text: string) => T | undefined,
  commit: (parsed: T) => void,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (String(parse(draft)) !== value) setDraft(value);
  }
  const onChange = (text: string) => {
    setDraft(text);
    const parsed = parse(text);
    if (parsed !== undefined) commit(parsed);
  };
  return { draft, onChange, invalid: draft.trim() !== '' && parse(draft) === undefined };
}
