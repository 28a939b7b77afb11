import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Content = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The few pages the Worker draws itself (sign-in chooser, sign-in errors): a small card in the
 * app's colours, readable at 360 px, needing no script.
 */
export function htmlPage(title: string, body: Content) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - Pub Golf</title>
        <link rel="icon" href="/favicon-48x48.png" sizes="48x48" type="image/png" />
        <style>
          body {
            font-family: system-ui, sans-serif;
            display: grid;
            place-items: center;
            min-height: 100vh;
            margin: 0;
            padding: 1rem;
            box-sizing: border-box;
            background: #f5f5f4;
            color: #1c1917;
          }
          main {
            background: #fff;
            padding: 2rem;
            border-radius: 1rem;
            box-shadow: 0 4px 24px #0002;
            text-align: center;
            max-width: 26rem;
            width: 100%;
            box-sizing: border-box;
          }
          h1 {
            color: #14532d;
            margin-top: 0;
          }
          .button {
            display: block;
            margin: 0.75rem 0;
            padding: 0.75rem 1.5rem;
            border-radius: 0.5rem;
            background: #14532d;
            color: #fff;
            text-decoration: none;
            font-weight: 600;
          }
          .link {
            color: #14532d;
            font-weight: 600;
          }
          :focus-visible {
            outline: 3px solid #f59e0b;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}
