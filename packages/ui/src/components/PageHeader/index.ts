export {
  PageHeader,
  type PageHeaderAlign,
  type PageHeaderProps,
  type PageHeaderTone,
  pageHeaderAlignments,
  pageHeaderTones,
} from './PageHeader';
