/** Web addresses of the directory pages, shared with the sitemap (`@jaliya/contract/page-paths`). */
export {
  businessPath,
  categoryPath,
  subcategoryCanonicalPath,
  subcategoryPath,
} from '@jaliya/contract/page-paths';
