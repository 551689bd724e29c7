export { ApiError, NETWORK_ERROR } from './api/api-error';
export {
  checkEmail,
  checkUsername,
  confirmPasswordReset,
  deleteAccount,
  fetchCurrentUser,
  type LoginAnswer,
  login,
  refreshSession,
  register,
  requestPasswordReset,
  updateAvatar,
} from './api/auth';
export { fetchCategories, fetchCategoryPosts } from './api/categories';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './api/client';
export { createComment, deleteComment, fetchComments, updateComment } from './api/comments';
export { sendChatMessage, sendContactMessage, subscribeNewsletter } from './api/forms';
export {
  fetchAllPosts,
  fetchCategoryCounts,
  fetchLatestPosts,
  fetchMyPosts,
  fetchPost,
  fetchPosts,
  type PageQuery,
  POSTS_LOAD_ERROR,
  type PostListQuery,
  searchPosts,
  searchPostsByTags,
} from './api/posts';
export { CATEGORIES, type FixedCategory } from './constants/categories';
export { formatLongDate, formatShortDate, UNKNOWN_DATE } from './format/date';
export { filterPostsLocally, searchInCategory } from './listing/category-search';
export {
  LISTING_DEFAULT_LIMIT,
  LISTING_GAVE_UP,
  type ListingOptions,
  loadDefaultListing,
} from './listing/default-listing';
export { apiListingSource, type ListingSource } from './listing/listing-source';
export { type PostSortOrder, postSortOrders, sortPosts, uniqueById } from './listing/sort';
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
export {
  availabilitySchema,
  detailSchema,
  emailCheckRequestSchema,
  forgotPasswordMessages,
  forgotPasswordSchema,
  loginFormSchema,
  loginMessages,
  loginRequestSchema,
  loginResponseSchema,
  PASSWORD_MIN_LENGTH,
  type RegisterForm,
  type RegisterRequest,
  refreshRequestSchema,
  refreshResponseSchema,
  registerFormSchema,
  registerMessages,
  registerRequestSchema,
  resetPasswordFormSchema,
  resetPasswordMessages,
  resetPasswordRequestSchema,
} from './schemas/auth';
export { type CategoryWire, categoryRefWireSchema, categoryWireSchema } from './schemas/category';
export {
  COMMENT_MAX_LENGTH,
  type CommentWire,
  commentInputSchema,
  commentMessages,
  commentWireSchema,
} from './schemas/comment';
export {
  chatMessageSchema,
  chatReplySchema,
  contactSchema,
  formMessages,
  newsletterSchema,
} from './schemas/forms';
export { type PostWire, postListWireSchema, postStates, postWireSchema } from './schemas/post';
export {
  categoryCountSchema,
  type ParsedPostInput,
  type PostInput,
  postInputMessages,
  postInputSchema,
  SUMMARY_MAX_LENGTH,
} from './schemas/post-input';
export { type UserWire, userWireSchema } from './schemas/user';
