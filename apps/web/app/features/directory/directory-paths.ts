import type { DirectoryType } from '@jaliya/contract';

/** Slug of a name for readable addresses (Arabic letters kept). */
function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'item'
  );
}

/** `/MarketProfile/{id}/{slug}`: a business profile. */
export function businessPath(business: { id: number; name: string }): string {
  return `/MarketProfile/${business.id}/${encodeURIComponent(slugOf(business.name))}`;
}

/** `/SubCategory/{name without spaces}/{id}/?Page=shops|service`, as the specification builds it. */
export function subcategoryPath(subcategory: { id: number; name: string }, type: DirectoryType): string {
  const page = type === 'business' ? 'shops' : 'service';
  return `/SubCategory/${encodeURIComponent(subcategory.name.replace(/\s+/g, ''))}/${subcategory.id}/?Page=${page}`;
}

/** `/Category/services` or `/Category/shops`, with the main category id so the address can be shared. */
export function categoryPath(type: DirectoryType, id?: number): string {
  return `/Category/${type === 'business' ? 'shops' : 'services'}${id ? `?id=${id}` : ''}`;
}
