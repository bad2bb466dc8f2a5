/** The address of a blog post: `/Show-Blog/{id}/{slug}`. */
export function blogPath(post: { id: number; slug: string }): string {
  return `/Show-Blog/${post.id}/${post.slug}`;
}
