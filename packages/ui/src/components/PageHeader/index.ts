export { PageHeader, type PageHeaderAlign, type PageHeaderProps, pageHeaderAlignments } from './PageHeader';
