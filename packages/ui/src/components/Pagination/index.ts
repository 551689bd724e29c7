export { Pagination, type PaginationProps } from './Pagination';
export { type PageEntry, pageList } from './page-list';
