/** Web addresses of the rentals and housing pages (SPEC section 2). */
export const RENTS_HOME_PATH = '/rents';
export const RENT_LIST_PATH = '/Rent';
export const MY_HOUSING_PATH = '/my-housing';

export function rentPath(rent: { id: number; slug: string }): string {
  return `/Rent/${rent.id}/${encodeURIComponent(rent.slug)}`;
}

export function editRentPath(id: number): string {
  return `/my-housing/${id}/edit`;
}
