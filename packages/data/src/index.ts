export type { AdminPostPage, AdminPostPageRequest } from './api/admin-posts';
export { ApiError, type ApiFieldError, NETWORK_ERROR } from './api/api-error';
export { type ApiClient, type ApiClientOptions, createApiClient, type RequestOptions } from './api/client';
export type { CommentPage, CommentPageRequest } from './api/comments';
export type { ChatReply } from './api/forms';
export {
  IMAGE_UPLOAD_ERROR,
  imageUploadAnswerSchema,
  imageUploadRequestSchema,
  type UploadedImage,
} from './api/images';
export {
  REVISION_LOAD_ERROR,
  REVISION_RESTORE_ERROR,
  REVISIONS_LOAD_ERROR,
  type RevisionPage,
} from './api/post-revisions';
export {
  fetchPostVersion,
  keepEditorText,
  type PostVersion,
  type PostVersionSave,
  type SavedPostVersion,
  savePostVersion,
} from './api/post-versions';
export {
  ADMIN_PAGE,
  type PageQuery,
  POST_DELETE_ERROR,
  POSTS_LOAD_ERROR,
  type PostListQuery,
  type UpdatePostOptions,
} from './api/posts';
export { NEWSLETTER_STATS_ERROR } from './api/scheduled-posts';
// The API calls: the same functions `@pupitre/data/calls` offers alone, for loading on demand.
export * from './calls';
export { CATEGORIES, type FixedCategory } from './constants/categories';
export { formatDateTime, formatLongDate, formatShortDate, UNKNOWN_DATE } from './format/date';
export { foldText } from './format/fold';
export {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_TYPES,
  IMAGE_VARIANT_WIDTHS,
  type ImageSource,
  type ImageVariantFormat,
  type ImageVariantWidth,
  imageVariantSources,
  imageVariantUrl,
} from './images/image-variants';
export { countPostsPerCategory, type PostsPerCategory } from './listing/category-counts';
export { filterPostsLocally, searchInCategory } from './listing/category-search';
export {
  LISTING_DEFAULT_LIMIT,
  LISTING_GAVE_UP,
  type ListingOptions,
  loadDefaultListing,
} from './listing/default-listing';
export type { ListingSource } from './listing/listing-source';
export { type PostSortOrder, postSortOrders, sortPosts, uniqueById } from './listing/sort';
export {
  type AdminPostSummary,
  normaliseAdminPost,
  normaliseAdminPostSummary,
} from './normalise/admin-post';
export { avatarSource } from './normalise/avatar';
export { type Category, normaliseCategory } from './normalise/category';
export { type Comment, normaliseComment } from './normalise/comment';
export { imageSource } from './normalise/image';
export { type ListedPost, listedPost, normalisePost, type Post, summaryOf } from './normalise/post';
export {
  normaliseRevision,
  normaliseRevisionSummary,
  type Revision,
  type RevisionSummary,
} from './normalise/post-revision';
export {
  SUMMARY_CODE,
  SUMMARY_EMPTY,
  SUMMARY_FULL_DOCUMENT,
  stripHtml,
  summaryFromContent,
  truncateAtWord,
} from './normalise/summary';
export { normaliseUser, type User } from './normalise/user';
export { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE, COMMENTS_LOAD_ERROR, commentMessages } from './rules/comment';
export { EMAIL_PATTERN, isEmail } from './rules/email';
export {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPostPageWire,
  type AdminPostState,
  type AdminPostSummaryWire,
  type AdminPostWire,
  adminPostOrders,
  adminPostPageSchema,
  adminPostQueryMessages,
  adminPostStates,
  adminPostSummarySchema,
  adminPostWireSchema,
} from './schemas/admin-post';
export {
  availabilitySchema,
  emailCheckRequestSchema,
  usernameCheckSchema,
} from './schemas/auth/availability';
export { PASSWORD_MIN_LENGTH } from './schemas/auth/fields';
export { loginFormSchema, loginMessages, loginRequestSchema } from './schemas/auth/login';
export {
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordMessages,
  resetPasswordRequestSchema,
} from './schemas/auth/password-reset';
export {
  type RegisterForm,
  type RegisterRequest,
  registerFormSchema,
  registerMessages,
  registerRequestSchema,
} from './schemas/auth/register';
export {
  type LoginAnswer,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from './schemas/auth/session';
export { avatarAnswerSchema, avatarMessages, avatarRequestSchema } from './schemas/avatar';
export { type CategoryWire, categoryRefWireSchema, categoryWireSchema } from './schemas/category';
export {
  type CommentOrder,
  type CommentWire,
  commentInputSchema,
  commentOrders,
  commentPageHeaders,
  commentWireSchema,
} from './schemas/comment';
export { detailSchema } from './schemas/detail';
export {
  type ErrorAnswer,
  errorAnswerSchema,
  type FieldErrorWire,
  fieldErrorSchema,
  type InvalidAnswer,
  invalidAnswerSchema,
} from './schemas/error-answer';
export {
  type ChatPrevious,
  type ChatSource,
  chatMessageSchema,
  chatPreviousSchema,
  chatReplySchema,
  chatSourceSchema,
  contactSchema,
  formMessages,
  newsletterMessages,
  newsletterSchema,
  type SiteContact,
  siteContactSchema,
} from './schemas/forms';
export {
  type NewsletterStat,
  newsletterStatListSchema,
  newsletterStatSchema,
} from './schemas/newsletter-stats';
export { pageHeaders } from './schemas/page';
export { type PostWire, postListWireSchema, postStates, postWireSchema } from './schemas/post';
export {
  categoryCountSchema,
  type ParsedPostInput,
  type PostInput,
  postInputMessages,
  postInputSchema,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './schemas/post-input';
export {
  AUTOSAVE_ORIGIN,
  INVALID_EDITOR_SESSION,
  INVALID_SAVE_ORIGIN,
  PENDING_CHANGES_ORIGIN,
  postConcurrencyMessages,
  postUpdateHeadersSchema,
  postUpdateQuerySchema,
  type RevisionKind,
  type RevisionSummaryWire,
  type RevisionWire,
  revisionKinds,
  revisionListWireSchema,
  revisionSummaryWireSchema,
  revisionWireSchema,
} from './schemas/post-revision';
export { type PostSaved, postSavedSchema } from './schemas/post-saved';
export { MAX_RECORD_ID, recordIdSchema } from './schemas/record-id';
export {
  DEFAULT_SITE_TIME_ZONE,
  type RescheduleInput,
  rescheduleInputSchema,
  type ScheduledPost,
  type ScheduledPostList,
  scheduledPostListSchema,
  scheduledPostSchema,
  scheduleMessages,
} from './schemas/scheduled-post';
export { type UserWire, userWireSchema } from './schemas/user';
