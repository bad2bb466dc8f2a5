/** The address of a blog post, shared with the sitemap. */
export { blogPath } from '@jaliya/contract/page-paths';
