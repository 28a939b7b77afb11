import { LANGUAGE_SCRIPT } from './language';
import { THEME_SCRIPT } from './theme';

/** The one inline script at the top of every HTML file's head: the stored theme, then `<html lang>`. */
export const HEAD_SCRIPT = THEME_SCRIPT + LANGUAGE_SCRIPT;

/**
 * HEAD_SCRIPT's SHA-256 in base64: the Content Security Policy allows this one inline script
 * and no other. A test holds the two together.
 */
export const HEAD_SCRIPT_HASH = 'sha256-nbQr9Fo5+lQRl2cry8qnHh7bzy2kZmmEAfDE2DsILC4=';
