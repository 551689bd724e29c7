// The API calls alone, for clients that load them on demand (`import('@pupitre/data/calls')`): each call
// parses its answer with zod, so a page that hydrates from server-rendered data does not download the
// schemas until it first talks to the API. The main entry exports the same functions.

export { fetchAdminPostPage, fetchAdminPostSummary } from './api/admin-posts';
export {
  checkEmail,
  checkUsername,
  confirmPasswordReset,
  deleteAccount,
  fetchCurrentUser,
  login,
  logout,
  refreshSession,
  register,
  requestPasswordReset,
  updateAvatar,
} from './api/auth';
export { fetchCategories, fetchCategoryPosts } from './api/categories';
export { createApiClient } from './api/client';
export { createComment, deleteComment, fetchCommentPage, updateComment } from './api/comments';
export { fetchSiteContact, sendChatMessage, sendContactMessage, subscribeNewsletter } from './api/forms';
export { uploadImage } from './api/images';
export { fetchRevision, fetchRevisions, restoreRevision } from './api/post-revisions';
export { fetchPostVersion, keepEditorText, savePostVersion } from './api/post-versions';
export {
  createPost,
  deletePost,
  fetchAllPosts,
  fetchCategoryCounts,
  fetchLatestPosts,
  fetchMyPosts,
  fetchPost,
  fetchPosts,
  searchPosts,
  searchPostsByTags,
  updatePost,
} from './api/posts';
export {
  cancelSchedule,
  fetchNewsletterStats,
  fetchScheduledPosts,
  reschedulePost,
} from './api/scheduled-posts';
// What lists keep of each post the calls answer, and a category's search with its local fallback:
// they travel with the calls, off the first load.
export { searchInCategory } from './listing/category-search';
export { loadDefaultListing } from './listing/default-listing';
export { apiListingSource } from './listing/listing-source';
export { listedPost } from './normalise/post';
