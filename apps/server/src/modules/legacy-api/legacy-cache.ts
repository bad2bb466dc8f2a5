import { tagsOfKey } from '../../lib/response-cache';
import type { Services } from '../../services';
import type { SiteScope } from '../sites/site-scope';

/**
 * An old read built from the scope alone, kept in the response cache under the resource it is
 * made from (`GA:en:0:home/legacy` is tagged `GA:home`), so the changes that evict Jaliya's own
 * answer evict it too. `name` tells apart several old reads made from one resource
 * (`general-setting/legacy-project`), and `alsoFrom` names the other resources an answer is made
 * of, whose changes evict it as well. The old layout asks for `general-setting` three times a page.
 */
export async function cachedOld<T>(
  services: Services,
  scope: SiteScope,
  resource: string,
  build: () => Promise<T>,
  { name, alsoFrom = [] }: { name?: string; alsoFrom?: readonly string[] } = {},
): Promise<T> {
  const site = scope.site.code.toUpperCase();
  const key = `${site}:${scope.language}:${scope.cityId}:${resource}/legacy${name ? `-${name}` : ''}`;
  const tags = [...tagsOfKey(key), ...alsoFrom.map((other) => `${site}:${other}`)];
  const entry = await services.cache.get(key, build, tags);
  return (JSON.parse(entry.body.toString('utf8')) as { data: T }).data;
}
