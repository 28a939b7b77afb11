import { html } from 'hono/html';
import { htmlPage } from '../../html-page';

/**
 * Sign-in happens in full-page navigations, so its failures are pages a person reads, not
 * JSON: what went wrong and the way to try again.
 */
export function signInErrorPage(message: string) {
  return htmlPage(
    'Sign-in did not work',
    html`<p>${message}</p>
      <a class="button" href="/api/login">Try again</a>
      <p><a class="link" href="/">Back to the scorecard</a></p>`,
  );
}
