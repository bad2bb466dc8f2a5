/** The address of a user guide: `/Show-User-Guide/{id}/{slug}`. */
export function guidePath(guide: { id: number; slug: string }): string {
  return `/Show-User-Guide/${guide.id}/${guide.slug}`;
}
