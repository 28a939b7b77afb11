import type { Language } from '../../../domain/language';
import { settledPromise } from '../settled-promise';

/**
 * `load` made once per language: one promise each, marked for React's `use`, so every render
 * and preload of a language shares it. One that fails is forgotten, and the next ask tries again.
 */
export function oncePerLanguage<T>(load: (language: Language) => Promise<T>): (language: Language) => Promise<T> {
  const loading = new Map<Language, Promise<T>>();
  return (language) => {
    const known = loading.get(language);
    if (known) return known;
    const arriving = settledPromise(load(language));
    arriving.catch(() => loading.delete(language));
    loading.set(language, arriving);
    return arriving;
  };
}
