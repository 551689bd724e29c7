export { ApiError, NETWORK_ERROR } from './api/api-error';
export { fetchCategories, fetchCategoryPosts } from './api/categories';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './api/client';
export { fetchPost, fetchPosts, type PostListQuery } from './api/posts';
export { CATEGORIES, type FixedCategory } from './constants/categories';
export { formatLongDate, formatShortDate, UNKNOWN_DATE } from './format/date';
export { avatarSource } from './normalise/avatar';
export { type Category, normaliseCategory } from './normalise/category';
export { type Comment, normaliseComment } from './normalise/comment';
export { imageSource } from './normalise/image';
export { normalisePost, type Post, summaryOf } from './normalise/post';
export {
  SUMMARY_CODE,
  SUMMARY_EMPTY,
  SUMMARY_FULL_DOCUMENT,
  stripHtml,
  summaryFromContent,
  truncateAtWord,
} from './normalise/summary';
export { normaliseUser, type User } from './normalise/user';
export { type CategoryWire, categoryRefWireSchema, categoryWireSchema } from './schemas/category';
export { type CommentWire, commentWireSchema } from './schemas/comment';
export { type PostWire, postListWireSchema, postStates, postWireSchema } from './schemas/post';
export { type UserWire, userWireSchema } from './schemas/user';
