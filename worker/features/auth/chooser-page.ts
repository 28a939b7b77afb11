import { html } from 'hono/html';
import { htmlPage } from '../../html-page';
import type { OAuthProvider } from './providers/provider';

/** Shown by `GET /api/login` when more than one provider is configured. */
export function chooserPage(providers: OAuthProvider[], loginHint: string | undefined) {
  const href = (provider: OAuthProvider) => {
    const query = new URLSearchParams({ provider: provider.name, ...(loginHint ? { login_hint: loginHint } : {}) });
    return `/api/login?${query.toString()}`;
  };
  return htmlPage(
    'Sign in to Pub Golf',
    html`${providers.map((provider) => html`<a class="button" href="${href(provider)}">Continue with ${provider.label}</a>`)}
      <p><a class="link" href="/">Back to the scorecard</a></p>`,
  );
}
