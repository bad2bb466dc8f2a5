import type { ContentChoice, ContentCollectionDefinition } from '@jaliya/contract';
import { data } from 'react-router';
import { contentCollection, contentConsoleEndpoints } from '../../lib/endpoints.server';
import type { serverApi } from '../../lib/server-api';

/** A collection's declaration and endpoints from its address, or the site's 404. */
export function collectionOf(key: string | undefined) {
  const definition = key ? contentCollection(key) : undefined;
  if (!definition) throw data(null, { status: 404 });
  const endpoints = contentConsoleEndpoints[definition.key as keyof typeof contentConsoleEndpoints];
  return { definition, endpoints };
}

/** The choices of every reference field of a collection, by field name. */
export async function referenceChoices(
  api: ReturnType<typeof serverApi>,
  definition: ContentCollectionDefinition,
  only?: (name: string) => boolean,
): Promise<Record<string, ContentChoice[]>> {
  const fields = definition.fields.filter(
    (field) => field.type === 'reference' && field.references && (only?.(field.name) ?? true),
  );
  const lists = await Promise.all(
    fields.map((field) => {
      const target = contentConsoleEndpoints[field.references as keyof typeof contentConsoleEndpoints];
      return api.get(target.choices, {});
    }),
  );
  return Object.fromEntries(fields.map((field, index) => [field.name, lists[index] ?? []]));
}
