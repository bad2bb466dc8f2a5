/** Web addresses of the rentals and housing pages (SPEC section 2); the public ones are shared with the sitemap. */
import { rentKind } from '@jaliya/contract/kinds';
export { RENTS_HOME_PATH, RENT_LIST_PATH, rentListPath, rentPath } from '@jaliya/contract/page-paths';
export const MY_HOUSING_PATH = rentKind.myPostsPath;

export function editRentPath(id: number): string {
  return `${MY_HOUSING_PATH}/${id}/edit`;
}
