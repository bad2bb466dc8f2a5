import type { DirectoryType } from '@jaliya/contract';

/** `/MarketProfile/{id}/{slug}`: a business profile, with the slug the API made. */
export function businessPath(business: { id: number; slug: string }): string {
  return `/MarketProfile/${business.id}/${encodeURIComponent(business.slug)}`;
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
