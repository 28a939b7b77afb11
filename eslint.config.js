import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportLoop } from './scripts/eslint-no-import-loop.js';

/** The features of the app or the Worker, read from the tree so a new one is fenced in from its first file. */
function featuresIn(folder) {
  return readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Imports point down only: app → features → components → lib → domain/. What two features share
 * moves down a level (page layout to src/components/layout, the session to src/lib/session),
 * and pages that compose several features are composed in src/app.
 */
const BOUNDARIES = [
  ...featuresIn('src/features').map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need down to src/components or src/lib, or compose them in src/app.',
  })),
  ...featuresIn('worker/features').map((feature) => ({
    target: `./worker/features/${feature}`,
    from: './worker/features',
    except: [`./${feature}`],
    message: 'A Worker feature does not import another: move what both need down to worker/lib.',
  })),
  {
    target: ['./worker/lib', './worker/middleware', './worker/db', './worker/adapters'],
    from: './worker/features',
    message: 'What the features stand on does not know the features: worker/index.ts mounts them.',
  },
  {
    target: ['./src/features', './src/components', './src/lib', './domain'],
    from: './src/app',
    message: 'src/app is the top: it composes the rest, and nothing imports it.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: './src/features',
    message: 'Shared code does not know the features that use it.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'src/lib is below src/components: components stand on it, and it imports none of them.',
  },
  {
    target: './domain',
    from: '.',
    except: ['./domain', './node_modules'],
    message: 'domain/ is pure: it imports nothing of ours but itself, so both the app and the Worker can use it.',
  },
  {
    target: './worker',
    from: './src',
    // The modules that render a game's page, its spectator board and a member's History into their
    // HTML, from the pages' own components, and a game's notifications in the phone's language.
    except: [
      './app/play-page-html.tsx',
      './app/watch-page-html.tsx',
      './app/history-page-html.tsx',
      './app/push-notice-words.ts',
    ],
    message:
      'The Worker stands on domain/, not on the app: of src/ it imports only src/app/play-page-html.tsx, src/app/watch-page-html.tsx, src/app/history-page-html.tsx and src/app/push-notice-words.ts.',
  },
  {
    target: './src/service-worker',
    from: './src',
    except: ['./service-worker'],
    message: 'The service worker runs apart from the page: it imports domain/, and nothing of the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.wrangler', 'worker-configuration.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript run by the machine's own Node before the bundled one is known to exist.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-loop': noImportLoop } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARIES }],
      // In place of import-x/no-cycle, which skips every type-only import: a loop closed by one passed.
      'local/no-import-loop': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*'], message: 'domain/ is pure: no React, so the Worker can use it too.' },
          ],
        },
      ],
    },
  },
  {
    // A type from the Worker erases at build time; its code would not run in a browser.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+worker(/|$)',
              allowTypeImports: true,
              message: 'The app may import only types from the Worker.',
            },
          ],
        },
      ],
    },
  },
);
