/** How many posts a listing page asks for: the page and the server's prefetch must ask alike. */
export const BLOG_FETCH_LIMIT = 12;
export const CATEGORY_FETCH_LIMIT = 12;
