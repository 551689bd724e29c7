/**
 * Every word the components show or announce, in Pupitre's Spanish, grouped by component. The strings
 * are the contract of the stories and screenshots: change them here, not in the components. Copy that
 * needs values is a function of them. Another school replaces any part through <MessagesProvider>.
 */
import { adminFilterBarMessages } from './groups/adminFilterBar';
import { adminPostCardMessages } from './groups/adminPostCard';
import { adminPostGridMessages } from './groups/adminPostGrid';
import { avatarUploaderMessages } from './groups/avatarUploader';
import { backToTopMessages } from './groups/backToTop';
import { breadcrumbMessages } from './groups/breadcrumb';
import { categoryCardMessages } from './groups/categoryCard';
import { categoryFilterBarMessages } from './groups/categoryFilterBar';
import { categoryShortcutsMessages } from './groups/categoryShortcuts';
import { chatbotMessages } from './groups/chatbot';
import { colorPickerMessages } from './groups/colorPicker';
import { commentsMessages } from './groups/comments';
import { confirmDialogMessages } from './groups/confirmDialog';
import { contactMapMessages } from './groups/contactMap';
import { coverUploaderMessages } from './groups/coverUploader';
import { dangerZoneMessages } from './groups/dangerZone';
import { dialogMessages } from './groups/dialog';
import { donutChartMessages } from './groups/donutChart';
import { editorModeSwitchMessages } from './groups/editorModeSwitch';
import { errorStateMessages } from './groups/errorState';
import { externalLinkMessages } from './groups/externalLink';
import { featuredPostMessages } from './groups/featuredPost';
import { fontSizeMenuMessages } from './groups/fontSizeMenu';
import { footerMessages } from './groups/footer';
import { headerMessages } from './groups/header';
import { htmlModePanelMessages } from './groups/htmlModePanel';
import { htmlPreviewFrameMessages } from './groups/htmlPreviewFrame';
import { imageInsertFormMessages } from './groups/imageInsertForm';
import { importExportBoxMessages } from './groups/importExportBox';
import { legalLayoutMessages } from './groups/legalLayout';
import { linkPopoverMessages } from './groups/linkPopover';
import { modeSwitchDialogMessages } from './groups/modeSwitchDialog';
import { newsCarouselMessages } from './groups/newsCarousel';
import { newsletterMessages } from './groups/newsletter';
import { pagePlaceholderMessages } from './groups/pagePlaceholder';
import { paginationMessages } from './groups/pagination';
import { passwordFieldMessages } from './groups/passwordField';
import { postArticleMessages } from './groups/postArticle';
import { postCardMessages } from './groups/postCard';
import { postEditorLayoutMessages } from './groups/postEditorLayout';
import { postGridMessages } from './groups/postGrid';
import { postHeaderMessages } from './groups/postHeader';
import { profileDetailsMessages } from './groups/profileDetails';
import { profilePostsMessages } from './groups/profilePosts';
import { quoteCardMessages } from './groups/quoteCard';
import { revisionHistoryMessages } from './groups/revisionHistory';
import { searchBoxMessages } from './groups/searchBox';
import { sidebarPostListMessages } from './groups/sidebarPostList';
import { sortSelectMessages } from './groups/sortSelect';
import { spinnerMessages } from './groups/spinner';
import { statCardMessages } from './groups/statCard';
import { statusBadgeMessages } from './groups/statusBadge';
import { teamGridMessages } from './groups/teamGrid';
import { themeToggleMessages } from './groups/themeToggle';
import { toastMessages } from './groups/toast';

export const defaultMessages = {
  /**
   * The product's name for copy that says it (the assistant's greeting) when no <BrandProvider> gives
   * one. None by default: that copy then reads without a name.
   */
  productName: undefined as string | undefined,
  adminFilterBar: adminFilterBarMessages,
  adminPostCard: adminPostCardMessages,
  adminPostGrid: adminPostGridMessages,
  avatarUploader: avatarUploaderMessages,
  backToTop: backToTopMessages,
  breadcrumb: breadcrumbMessages,
  categoryCard: categoryCardMessages,
  categoryFilterBar: categoryFilterBarMessages,
  categoryShortcuts: categoryShortcutsMessages,
  chatbot: chatbotMessages,
  colorPicker: colorPickerMessages,
  comments: commentsMessages,
  confirmDialog: confirmDialogMessages,
  contactMap: contactMapMessages,
  coverUploader: coverUploaderMessages,
  dangerZone: dangerZoneMessages,
  dialog: dialogMessages,
  donutChart: donutChartMessages,
  editorModeSwitch: editorModeSwitchMessages,
  errorState: errorStateMessages,
  externalLink: externalLinkMessages,
  featuredPost: featuredPostMessages,
  fontSizeMenu: fontSizeMenuMessages,
  footer: footerMessages,
  header: headerMessages,
  htmlModePanel: htmlModePanelMessages,
  htmlPreviewFrame: htmlPreviewFrameMessages,
  imageInsertForm: imageInsertFormMessages,
  importExportBox: importExportBoxMessages,
  legalLayout: legalLayoutMessages,
  linkPopover: linkPopoverMessages,
  modeSwitchDialog: modeSwitchDialogMessages,
  newsCarousel: newsCarouselMessages,
  newsletter: newsletterMessages,
  pagePlaceholder: pagePlaceholderMessages,
  pagination: paginationMessages,
  passwordField: passwordFieldMessages,
  postArticle: postArticleMessages,
  postCard: postCardMessages,
  postEditorLayout: postEditorLayoutMessages,
  postGrid: postGridMessages,
  postHeader: postHeaderMessages,
  profileDetails: profileDetailsMessages,
  profilePosts: profilePostsMessages,
  quoteCard: quoteCardMessages,
  revisionHistory: revisionHistoryMessages,
  searchBox: searchBoxMessages,
  sidebarPostList: sidebarPostListMessages,
  sortSelect: sortSelectMessages,
  spinner: spinnerMessages,
  statCard: statCardMessages,
  statusBadge: statusBadgeMessages,
  teamGrid: teamGridMessages,
  themeToggle: themeToggleMessages,
  toast: toastMessages,
};

/** The dictionary's shape: what an override may replace. */
export type Messages = typeof defaultMessages;
