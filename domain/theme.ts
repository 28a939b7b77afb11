/**
 * The colour theme a person picks on this device: System follows the phone's own setting
 * (`prefers-color-scheme`), Light and Dark override it. Only an override is stored.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Local storage key; its value is 'light' or 'dark', absent for System. */
export const THEME_STORAGE_KEY = 'pubgolf-theme';

/**
 * Runs inline in the head of every HTML file, before the stylesheet paints anything: a stored
 * override becomes `data-theme` on `<html>`, which the stylesheet reads. Without one, the
 * stylesheet follows the phone's setting, so System needs no script at all.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
