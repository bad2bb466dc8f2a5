import type { DirectoryType } from './directory';
import { businessKind, eventKind, jobKind, PRODUCT_LIST_PATH, productKind, rentKind } from './kinds';

/*
 * Web addresses of the public pages (SPEC section 2). The pages build their canonical and
 * alternate links from these and the sitemap lists the same addresses (decision 020), so a page
 * and its sitemap entry cannot drift apart. Zod-free: the browser bundle imports it.
 */

// Beside the languages, whose module every page's first load has already: from here it would
// bring the registry of kinds (the posts' paths below) to pages that link to no post (issue 37).
export { addressInLanguage } from './languages';

export const HOME_PATH = '/';
/** Editorial pages at fixed addresses (legal pages, about, contact, lists of blog posts and guides). */
export const ABOUT_PATH = '/About';
export const CONTACT_PATH = '/Contact';
export const OUR_SERVICE_PATH = '/Our-Service';
export const BLOG_PATH = '/Blog';
export const USER_GUIDE_PATH = '/User-Guide';
export const FAQ_PATH = '/FAQ';
export const PRIVACY_POLICY_PATH = '/Privacy-Policy';
export const TERMS_PATH = '/Terms-conditions';
export const EULA_PATH = '/eula';

/** The kinds' own list pages, declared with each kind (`./kinds`). */
export {
  JOBS_HOME_PATH,
  JOB_LIST_PATH,
  jobListPath,
  RENTS_HOME_PATH,
  RENT_LIST_PATH,
  rentListPath,
  MARKET_HOME_PATH,
  PRODUCT_LIST_PATH,
  EVENTS_PATH,
} from './kinds';
export const MARKET_SUBCATEGORY_PATH = '/market-place/subCategory';

/** `/Show-Blog/{id}/{slug}`: a blog post. */
export function blogPath(post: { id: number; slug: string }): string {
  return `/Show-Blog/${post.id}/${encodeURIComponent(post.slug)}`;
}

/** `/Show-User-Guide/{id}/{slug}`: a user guide. */
export function guidePath(guide: { id: number; slug: string }): string {
  return `/Show-User-Guide/${guide.id}/${encodeURIComponent(guide.slug)}`;
}

/** `/FAQ#faq-{id}`: one question on the FAQ page. */
export function faqItemPath(id: number): string {
  return `${FAQ_PATH}#faq-${id}`;
}

/** `/form/{slug}`: a form the console published. */
export function formPath(slug: string): string {
  return `/form/${encodeURIComponent(slug)}`;
}

/** The public page of one post of each kind, as the registry of kinds declares it. */
export const businessPath = businessKind.webPath;
export const jobPath = jobKind.webPath;
export const rentPath = rentKind.webPath;
export const productPath = productKind.webPath;
export const eventPath = eventKind.webPath;

/** `/Category/services` or `/Category/shops`, with the main category id so the address can be shared. */
export function categoryPath(type: DirectoryType, id?: number): string {
  return `/Category/${type === 'business' ? 'shops' : 'services'}${id ? `?id=${id}` : ''}`;
}

function subcategoryPage(type: DirectoryType): string {
  return type === 'business' ? 'shops' : 'service';
}

/**
 * `/SubCategory/{name without spaces}/{id}/?Page=shops|service`, as the specification's
 * navigation builds it: the name is in the page's language, so it is for links only.
 */
export function subcategoryPath(subcategory: { id: number; name: string }, type: DirectoryType): string {
  return `/SubCategory/${encodeURIComponent(subcategory.name.replace(/\s+/g, ''))}/${subcategory.id}/?Page=${subcategoryPage(type)}`;
}

/**
 * The canonical address of a subcategory's page, `/SubCategory/{id}/?Page=shops|service`: the
 * same in both languages (the name in a link is in the page's language, and the route reads
 * only the id), so the English and Arabic versions name one address as each other's alternate.
 */
export function subcategoryCanonicalPath(subcategory: { id: number }, type: DirectoryType): string {
  return `/SubCategory/${subcategory.id}/?Page=${subcategoryPage(type)}`;
}

/** `/market-place/subCategory?main_id=`: the subcategories of one marketplace category. */
export function subCategoriesPath(mainId: number): string {
  return `${MARKET_SUBCATEGORY_PATH}?main_id=${mainId}`;
}

/** `/market-place/products?main_id=[&category_id=]`: the products of a category, as its canonical address. */
export function productsInPath(category: { mainId: number; categoryId?: number }): string {
  return category.categoryId === undefined
    ? `${PRODUCT_LIST_PATH}?main_id=${category.mainId}`
    : `${PRODUCT_LIST_PATH}?main_id=${category.mainId}&category_id=${category.categoryId}`;
}
