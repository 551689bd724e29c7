export {
  PageColumns,
  type PageGap,
  PageLayout,
  type PageLayoutProps,
  PageLoading,
  type PageWidth,
  pageGaps,
  pageWidths,
} from './PageLayout';
