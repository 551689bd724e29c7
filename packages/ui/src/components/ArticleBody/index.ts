export { ArticleBody, type ArticleBodyProps, articleBodyClass } from './ArticleBody';
