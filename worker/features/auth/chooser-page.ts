import { html } from 'hono/html';
import type { OAuthProvider } from './providers/provider';

/** Shown by `GET /api/login` when more than one provider is configured. */
export function chooserPage(providers: OAuthProvider[], loginHint: string | undefined) {
  const href = (provider: OAuthProvider) => {
    const query = new URLSearchParams({ provider: provider.name, ...(loginHint ? { login_hint: loginHint } : {}) });
    return `/api/login?${query.toString()}`;
  };
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in - Pub Golf</title>
    <style>
      body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #fef2f2; }
      main { background: #fff; padding: 2rem; border-radius: 1rem; box-shadow: 0 4px 24px #0002; text-align: center; }
      a { display: block; margin: 0.75rem 0; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #b91c1c; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>Sign in to Pub Golf</h1>
      ${providers.map((provider) => html`<a href="${href(provider)}">Continue with ${provider.label}</a>`)}
      <p><a href="/" style="background:none;color:#b91c1c">Back to the scorecard</a></p>
    </main>
  </body>
</html>`;
}
