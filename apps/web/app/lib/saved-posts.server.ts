import type { Endpoint, EndpointData } from '@jaliya/contract';
import type { AppLoadContext } from 'react-router';
import { keysetCursorOf } from './page-loaders';
import { serverApi } from './server-api';

/** One page of the posts of a kind the user saved. */
export async function loadSavedPosts<E extends Endpoint>(
  context: AppLoadContext,
  request: Request,
  saved: E,
) {
  const cursor = keysetCursorOf(request);
  const page = (await serverApi(context).get(saved, {
    query: cursor ? { cursor } : {},
  } as never)) as EndpointData<E>;
  return { page, isFirstPage: cursor === undefined };
}
