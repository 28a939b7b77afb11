/**
 * What the start-up (src/main.tsx) evaluates, read at build time from the source itself, so the
 * build never names one of those modules a second time: main.tsx's own `import()`s in their
 * order (the steps every page takes, then the rest of the app), and for each page in
 * SHELLED_PAGES (src/app/shelled-pages.ts) the `import()`s of its `before` and its `page`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, type Rolldown } from 'vite';

const MAIN_MODULE = 'src/main.tsx';
const SHELLED_PAGES_MODULE = 'src/app/shelled-pages.ts';
const SHELLED_PAGES_NAME = 'SHELLED_PAGES';

export interface StartUpModules {
  /** Module ids main.tsx imports, in the order its source names them. */
  inTurn: string[];
  /** For each shelled page's route, the module ids its entry evaluates first, and its page's. */
  pages: Record<string, { before: string[]; page: string }>;
}

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node under `node`, in source order. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/** The specifiers of the `import('…')`s under `node`, in source order. */
function importsIn(node: unknown): string[] {
  return [...walk(node)].flatMap((child) => {
    const source = child.source;
    return child.type === 'ImportExpression' && isNode(source) && typeof source.value === 'string'
      ? [source.value]
      : [];
  });
}

function propertyName(property: Node): string | undefined {
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier' && typeof key.name === 'string') return key.name;
  return typeof key.value === 'string' ? key.value : undefined;
}

/** The properties of the object literal `const name = {…}` declares in `program`. */
function objectDeclared(program: unknown, name: string): Node[] {
  for (const node of walk(program)) {
    const id = node.id;
    const init = node.init;
    if (node.type !== 'VariableDeclarator' || !isNode(id) || id.name !== name) continue;
    if (isNode(init) && init.type === 'ObjectExpression' && Array.isArray(init.properties)) {
      return init.properties.filter(isNode);
    }
  }
  throw new Error(`${SHELLED_PAGES_MODULE} declares no ${name} object`);
}

async function parse(root: string, file: string) {
  const source = await readFile(path.join(root, file), 'utf8');
  const result = parseSync(file, source);
  if (result.errors.length > 0) throw new Error(`${file} does not parse: ${result.errors[0]?.message}`);
  return result.program;
}

export async function startUpModules(context: Rolldown.PluginContext, root: string): Promise<StartUpModules> {
  const resolve = async (specifier: string, importer: string) => {
    const resolved = await context.resolve(specifier, path.join(root, importer));
    if (!resolved) throw new Error(`${importer} imports ${specifier}, which does not resolve`);
    return resolved.id;
  };

  const main = await parse(root, MAIN_MODULE);
  const inTurn = await Promise.all(importsIn(main).map((specifier) => resolve(specifier, MAIN_MODULE)));

  const pages: StartUpModules['pages'] = {};
  for (const entry of objectDeclared(await parse(root, SHELLED_PAGES_MODULE), SHELLED_PAGES_NAME)) {
    const route = propertyName(entry);
    const fields = isNode(entry.value) && Array.isArray(entry.value.properties) ? entry.value.properties : [];
    const field = (name: string) => fields.find((field) => isNode(field) && propertyName(field) === name);
    const [page, ...more] = importsIn(field('page'));
    if (route === undefined || page === undefined || more.length > 0) {
      throw new Error(
        `Each entry of ${SHELLED_PAGES_NAME} in ${SHELLED_PAGES_MODULE} is a route with \`page: () => import('./pages/…')\``,
      );
    }
    pages[route] = {
      before: await Promise.all(
        importsIn(field('before')).map((specifier) => resolve(specifier, SHELLED_PAGES_MODULE)),
      ),
      page: await resolve(page, SHELLED_PAGES_MODULE),
    };
  }
  return { inTurn, pages };
}
