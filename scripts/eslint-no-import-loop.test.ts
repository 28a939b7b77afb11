/**
 * The lint rule `local/no-import-loop` (eslint-no-import-loop.js) on modules written to a folder of
 * their own: a loop is refused whatever closes it, a type-only import or `import()` included.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Named by its address: the rule is plain JavaScript, which ESLint's configuration loads as it is.
const RULE = new URL('./eslint-no-import-loop.js', import.meta.url).href;

let folder = '';
let rule: Rule.RuleModule;

const MODULES: Record<string, string> = {
  // A panel loaded with import() that names a type of the module that loads it.
  'menu.ts': "export interface Link { to: string }\nexport const panel = () => import('./panel');\n",
  'panel.ts': "import type { Link } from './menu';\nexport const links: Link[] = [];\n",
  // A loop of three, closed by a type-only import.
  'language.ts': "import { changed } from './painted';\nexport const language = () => changed;\n",
  'painted.ts': "import type { Translate } from './translate';\nexport const changed = (t?: Translate) => t;\n",
  'translate.ts': "import { language } from './language';\nexport type Translate = typeof language;\n",
  // Two modules standing on a third.
  'types.ts': 'export interface Shared { name: string }\n',
  'reader.ts': "import type { Shared } from './types';\nexport const read = (shared: Shared) => shared.name;\n",
  'writer.ts':
    "import type { Shared } from './types';\nimport { read } from './reader';\nexport const write = (shared: Shared) => read(shared);\n",
};

function loopsIn(name: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: folder });
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { local: { rules: { 'no-import-loop': rule } } },
      rules: { 'local/no-import-loop': 'error' },
    },
  ];
  const file = path.join(folder, name);
  return linter.verify(MODULES[name] ?? '', config, { filename: file }).map((message) => message.message);
}

beforeAll(async () => {
  ({ noImportLoop: rule } = (await import(/* @vite-ignore */ RULE)) as { noImportLoop: Rule.RuleModule });
  folder = await mkdtemp(path.join(os.tmpdir(), 'import-loop-'));
  await Promise.all(Object.entries(MODULES).map(([name, text]) => writeFile(path.join(folder, name), text)));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('local/no-import-loop', () => {
  it('refuses a loop closed by a type-only import of the module that loads it with import()', () => {
    expect(loopsIn('menu.ts')).toEqual([
      'Import loop: menu.ts → panel.ts → menu.ts. Move what both need to a module both import.',
    ]);
    expect(loopsIn('panel.ts')).toEqual([
      'Import loop: panel.ts → menu.ts → panel.ts. Move what both need to a module both import.',
    ]);
  });

  it('refuses a loop of three at each of its imports', () => {
    expect(loopsIn('painted.ts')).toEqual([
      'Import loop: painted.ts → translate.ts → language.ts → painted.ts. Move what both need to a module both import.',
    ]);
    expect(loopsIn('language.ts')).toHaveLength(1);
    expect(loopsIn('translate.ts')).toHaveLength(1);
  });

  it('lets modules stand on a shared one', () => {
    expect(loopsIn('writer.ts')).toEqual([]);
    expect(loopsIn('reader.ts')).toEqual([]);
    expect(loopsIn('types.ts')).toEqual([]);
  });
});
