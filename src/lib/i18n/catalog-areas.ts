/**
 * The catalogs' areas and the types of their messages, which the translating code (translate.ts)
 * and the words of the first paint (painted-text.ts) both name: types only, no code.
 */
import type account from '../../locales/account/en.json';
import type app from '../../locales/app/en.json';
import type awards from '../../locales/awards/en.json';
import type bars from '../../locales/bars/en.json';
import type card from '../../locales/card/en.json';
import type courses from '../../locales/courses/en.json';
import type errors from '../../locales/errors/en.json';
import type exportImage from '../../locales/export/en.json';
import type frame from '../../locales/frame/en.json';
import type history from '../../locales/history/en.json';
import type join from '../../locales/join/en.json';
import type live from '../../locales/live/en.json';
import type penalties from '../../locales/penalties/en.json';
import type playing from '../../locales/playing/en.json';
import type team from '../../locales/team/en.json';

/**
 * The catalogs' areas: `src/locales/<area>/<language>.json`, each area's English catalog
 * naming its messages. A page loads only the areas of what it shows.
 */
interface Areas {
  account: typeof account;
  app: typeof app;
  awards: typeof awards;
  bars: typeof bars;
  card: typeof card;
  courses: typeof courses;
  errors: typeof errors;
  export: typeof exportImage;
  frame: typeof frame;
  history: typeof history;
  join: typeof join;
  live: typeof live;
  penalties: typeof penalties;
  playing: typeof playing;
  team: typeof team;
}

export type Area = keyof Areas;

/** A message of `area` (or of any of a union of areas), named by its id in the area's English catalog. */
export type MessageId<A extends Area> = Ids[A];

type Ids = { [K in Area]: keyof Areas[K] & string };

export type MessageValues = Record<string, string | number>;

/** A message of `area` in the page's language, its `{placeholders}` and plurals filled from `values`. */
export type Translate<A extends Area> = (id: MessageId<A>, values?: MessageValues) => string;
