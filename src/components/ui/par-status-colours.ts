import type { ParStatus } from '../../../domain/scoring';

/** Below par is green, above par red, on par plain: on a light card and on a dark one. */
export const PAR_STATUS_TEXT: Record<'light' | 'dark', Record<ParStatus, string>> = {
  light: { 'ABOVE PAR': 'text-red-700', 'BELOW PAR': 'text-green-700', 'ON PAR': 'text-stone-700' },
  dark: { 'ABOVE PAR': 'text-red-300', 'BELOW PAR': 'text-green-300', 'ON PAR': 'text-white' },
};
