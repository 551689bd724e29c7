import type * as Calls from '@pupitre/data/calls';

type CallName = Exclude<
  keyof typeof Calls,
  'apiListingSource' | 'createApiClient' | 'listedPost' | 'loadDefaultListing' | 'searchInCategory'
>;

let loading: Promise<typeof Calls> | undefined;

/**
 * The API calls and the zod schemas they parse with, as one chunk loaded by the first call. A reading
 * page hydrates from the data the server rendered it with, so a visitor who only reads never loads it.
 */
export const loadCalls = () => {
  loading ??= import('@pupitre/data/calls');
  return loading;
};

/**
 * A call with the same signature as `@pupitre/data`'s, which loads the calls first. Every call made
 * here stays in the chunk all pages share: calls only one admin screen makes are made beside it.
 */
export function onDemand<Name extends CallName>(name: Name): (typeof Calls)[Name] {
  const call = async (...args: unknown[]) => {
    const calls = await loadCalls();
    return (calls[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  };
  return call as (typeof Calls)[Name];
}

export const checkEmail = onDemand('checkEmail');
export const checkUsername = onDemand('checkUsername');
export const confirmPasswordReset = onDemand('confirmPasswordReset');
export const createComment = onDemand('createComment');
export const createPost = onDemand('createPost');
export const deleteAccount = onDemand('deleteAccount');
export const deleteComment = onDemand('deleteComment');
export const deletePost = onDemand('deletePost');
export const fetchCategories = onDemand('fetchCategories');
export const fetchCategoryPosts = onDemand('fetchCategoryPosts');
export const fetchCommentPage = onDemand('fetchCommentPage');
export const fetchCurrentUser = onDemand('fetchCurrentUser');
export const fetchMyPosts = onDemand('fetchMyPosts');
export const fetchPost = onDemand('fetchPost');
export const fetchSiteContact = onDemand('fetchSiteContact');
export const login = onDemand('login');
export const logout = onDemand('logout');
export const refreshSession = onDemand('refreshSession');
export const register = onDemand('register');
export const requestPasswordReset = onDemand('requestPasswordReset');
export const sendChatMessage = onDemand('sendChatMessage');
export const sendContactMessage = onDemand('sendContactMessage');
export const subscribeNewsletter = onDemand('subscribeNewsletter');
export const updateAvatar = onDemand('updateAvatar');
export const updateComment = onDemand('updateComment');
export const updatePost = onDemand('updatePost');
export const uploadImage = onDemand('uploadImage');
