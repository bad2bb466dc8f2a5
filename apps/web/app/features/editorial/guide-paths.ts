/** The address of a user guide, shared with the sitemap. */
export { guidePath } from '@jaliya/contract/page-paths';
