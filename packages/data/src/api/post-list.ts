import { normalisePost, type Post } from '../normalise/post';
import { postListWireSchema } from '../schemas/post';
import type { ApiClient, RequestOptions } from './client';

/** GET a list of posts (any listing path) parsed with the post wire schema. */
export async function requestPostList(
  client: ApiClient,
  path: string,
  options: RequestOptions,
): Promise<Post[]> {
  const list = await client.request('get', path, postListWireSchema, undefined, options);
  return list.map(normalisePost);
}
