import './theme/fonts';
import './theme/global.css';

export { footerBannerSrc } from './assets/footer-banner';
export { placeholderImage } from './assets/placeholder-image';
export { technologyImage } from './assets/technology-image';
export { Accordion, type AccordionEntry, type AccordionProps } from './components/Accordion';
export { Avatar, type AvatarProps, avatarSizes, isShowableAvatar } from './components/Avatar';
export { BACK_TO_TOP_THRESHOLD, BackToTop, type BackToTopProps } from './components/BackToTop';
export { Breadcrumb, type Crumb } from './components/Breadcrumb';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export { Card, type CardProps, cardElevations, cardPaddings } from './components/Card';
export {
  CategoryCard,
  type CategoryCardProps,
  type CategoryToneKey,
  categoryToneKey,
  categoryToneKeys,
} from './components/CategoryCard';
export { CategoryFilterBar, type CategoryFilterBarProps } from './components/CategoryFilterBar';
export {
  CHATBOT_PROMO_DELAY_MS,
  CHATBOT_PROMO_DURATION_MS,
  CHATBOT_REPLY_DELAY_MS,
  Chatbot,
  type ChatbotProps,
  type ChatMessage,
  type ChatSender,
  chatbotCopy,
  type SendChatMessage,
} from './components/Chatbot';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Chip, type ChipProps } from './components/Chip';
export {
  COMMENT_MAX_LENGTH,
  COMMENTS_EMPTY,
  COMMENTS_ERROR,
  CommentForm,
  type CommentFormProps,
  CommentItem,
  type CommentItemProps,
  CommentList,
  type CommentListProps,
  type CommentSort,
  type CommentView,
  commentSorts,
  DELETE_COMMENT_QUESTION,
  JOIN_PROMPT,
  sortComments,
} from './components/Comments';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Dialog, type DialogContentProps } from './components/Dialog';
export { DropdownMenu } from './components/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { FeaturedPost, type FeaturedPostProps } from './components/FeaturedPost';
export { Footer, type FooterProps } from './components/Footer';
export {
  HEADER_HEIGHT,
  HEADER_SHADOW_AFTER,
  Header,
  type HeaderProps,
  type HeaderUser,
  type ScrollDirection,
  useScrollDirection,
} from './components/Header';
export {
  Hero,
  type HeroAlign,
  type HeroPoint,
  HeroPoints,
  type HeroProps,
  heroAlignments,
} from './components/Hero';
export {
  IconButton,
  type IconButtonProps,
  iconButtonSizes,
  iconButtonVariants,
} from './components/IconButton';
export { NewsCarousel, type NewsCarouselProps } from './components/NewsCarousel';
export {
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
  newsletterCopy,
  newsletterStatuses,
  validateNewsletterEmail,
} from './components/NewsletterBox';
export { type PageEntry, Pagination, type PaginationProps, pageList } from './components/Pagination';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { PostCard, type PostCardProps } from './components/PostCard';
export { PostGrid, type PostGridProps, type PostGridStatus, postGridStatuses } from './components/PostGrid';
export { SearchBox, type SearchBoxProps } from './components/SearchBox';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export {
  SIDEBAR_DESCRIPTION_MAX,
  SIDEBAR_TITLE_MAX,
  SidebarBox,
  type SidebarBoxProps,
  type SidebarCategory,
  SidebarCategoryList,
  type SidebarCategoryListProps,
  type SidebarPost,
  SidebarPostList,
  type SidebarPostListProps,
  truncate,
} from './components/SidebarBox';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { type SortOrder, SortSelect, type SortSelectProps, sortOrders } from './components/SortSelect';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
export { Tabs } from './components/Tabs';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle';
export {
  DEFAULT_TOAST_DURATION,
  type ToastOptions,
  ToastProvider,
  toastTones,
  useToast,
} from './components/Toast';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { CategoryRef, PostView } from './content/post-view';
export {
  type Brand,
  type BrandLink,
  BrandProvider,
  type SocialLink,
  useBrand,
  useOptionalBrand,
} from './providers/BrandProvider';
export { exampleBrand } from './providers/example-brand';
export { Link, type LinkProps, LinkProvider } from './providers/LinkProvider';
export { vars } from './theme/contract.css';
export { darkThemeClass } from './theme/dark.css';
export { lightThemeClass } from './theme/light.css';
export {
  type ThemeContextValue,
  ThemeProvider,
  type ThemeProviderProps,
  useForcedTheme,
  useTheme,
} from './theme/ThemeProvider';
export { themeInitScript } from './theme/theme-init';
export {
  isThemeName,
  THEME_STORAGE_KEY,
  type ThemeName,
  themeClassNames,
  themeNames,
} from './theme/theme-names';
export * as tokens from './tokens';
