export { SidebarBox, type SidebarBoxProps } from './SidebarBox';
export {
  type SidebarCategory,
  SidebarCategoryList,
  type SidebarCategoryListProps,
} from './SidebarCategoryList';
export { type SidebarPost, SidebarPostList, type SidebarPostListProps } from './SidebarPostList';
export { SIDEBAR_DESCRIPTION_MAX, SIDEBAR_TITLE_MAX, truncate } from './truncate';
