import { env } from 'cloudflare:test';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/** One table as both descriptions can state it: columns, indexes and foreign keys. */
interface TableShape {
  columns: {
    name: string;
    type: string;
    notNull: boolean;
    primaryKey: boolean;
    unique: boolean;
    default: string | null;
  }[];
  indexes: { name: string; columns: string[]; unique: boolean }[];
  foreignKeys: { columns: string[]; table: string; references: string[]; onDelete: string }[];
}

const drizzleTables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is SQLiteTable => is(value, SQLiteTable),
);

/** How the drizzle schema describes a table. */
function fromDrizzle(table: SQLiteTable): [string, TableShape] {
  const config = getTableConfig(table);
  const compositeKey = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
  const columns = config.columns.map((column) => ({
    name: column.name,
    type: column.getSQLType().toLowerCase(),
    notNull: column.notNull,
    primaryKey: column.primary || compositeKey.has(column.name),
    unique: column.isUnique,
    default: sqlDefault(column.default),
  }));
  const indexes = config.indexes.map(({ config: index }) => ({
    name: index.name,
    columns: index.columns.map((column) => ('name' in column ? column.name : String(column))),
    unique: index.unique,
  }));
  const foreignKeys = config.foreignKeys.map((key) => {
    const reference = key.reference();
    return {
      columns: reference.columns.map((column) => column.name),
      table: getTableConfig(reference.foreignTable).name,
      references: reference.foreignColumns.map((column) => column.name),
      onDelete: (key.onDelete ?? 'no action').toUpperCase(),
    };
  });
  return [config.name, { columns: sortByName(columns), indexes: sortByName(indexes), foreignKeys }];
}

function sqlDefault(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  // A json-mode column's default is stored as its JSON text.
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** How the migrated D1 database describes a table. */
async function fromD1(name: string): Promise<TableShape> {
  const all = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
  const info = await all<{ name: string; type: string; notnull: number; pk: number; dflt_value: string | null }>(
    `pragma table_info(${name})`,
  );
  const indexList = await all<{ name: string; unique: number; origin: string }>(`pragma index_list(${name})`);
  const indexColumns = async (index: string) =>
    (await all<{ name: string }>(`pragma index_info(${index})`)).map((row) => row.name);

  const uniqueColumns = new Set<string>();
  const indexes: TableShape['indexes'] = [];
  for (const index of indexList) {
    const columns = await indexColumns(index.name);
    // origin 'u' is a column's UNIQUE constraint, 'pk' the primary key, 'c' a CREATE INDEX.
    if (index.origin === 'u' && columns.length === 1) uniqueColumns.add(columns[0] ?? '');
    if (index.origin === 'c') indexes.push({ name: index.name, columns, unique: index.unique === 1 });
  }
  const columns = info.map((column) => ({
    name: column.name,
    type: column.type.toLowerCase(),
    notNull: column.notnull === 1,
    primaryKey: column.pk > 0,
    unique: uniqueColumns.has(column.name),
    default: column.dflt_value,
  }));
  const keys = await all<{ id: number; table: string; from: string; to: string; on_delete: string }>(
    `pragma foreign_key_list(${name})`,
  );
  const byKey = new Map<number, typeof keys>();
  for (const key of keys) byKey.set(key.id, [...(byKey.get(key.id) ?? []), key]);
  const foreignKeys = [...byKey.values()].map((parts) => ({
    columns: parts.map((part) => part.from),
    table: parts[0]?.table ?? '',
    references: parts.map((part) => part.to),
    onDelete: parts[0]?.on_delete ?? '',
  }));
  return { columns: sortByName(columns), indexes: sortByName(indexes), foreignKeys };
}

function sortByName<T extends { name: string }>(items: T[]): T[] {
  return items.toSorted((a, b) => a.name.localeCompare(b.name));
}

describe('the drizzle schema and the migrations', () => {
  it('name the same tables', async () => {
    const { results } = await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name <> 'd1_migrations'",
    ).all<{ name: string }>();
    expect(results.map((row) => row.name).toSorted()).toEqual(
      drizzleTables.map((table) => getTableConfig(table).name).toSorted(),
    );
  });

  it.each(drizzleTables.map(fromDrizzle))(
    'describe %s alike: columns, types, keys, defaults, indexes',
    async (name, described) => {
      expect(await fromD1(name)).toEqual(described);
    },
  );
});
