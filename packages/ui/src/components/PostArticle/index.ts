export { PostArticle, type PostArticleCategory, type PostArticleProps } from './PostArticle';
export { PostLayout, type PostLayoutProps } from './PostLayout';
