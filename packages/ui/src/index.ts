import './theme/fonts';
import './theme/global.css';

export { footerBannerSrc } from './assets/footer-banner';
export { placeholderImage } from './assets/placeholder-image';
export { technologyImage } from './assets/technology-image';
export { Accordion, type AccordionEntry, type AccordionProps } from './components/Accordion';
export {
  AccountCard,
  type AccountCardProps,
  AccountForm,
  type AccountFormProps,
  AccountFormRow,
  type AccountFormRowLayout,
  type AccountFormRowProps,
  accountFormRowLayouts,
} from './components/AccountCard';
export { AccountOutcome, type AccountOutcomeProps } from './components/AccountOutcome';
export { Avatar, type AvatarProps, avatarSizes, isShowableAvatar } from './components/Avatar';
export { AvatarUploader, type AvatarUploaderProps } from './components/AvatarUploader';
export { BACK_TO_TOP_THRESHOLD, BackToTop, type BackToTopProps } from './components/BackToTop';
export { Breadcrumb, type Crumb } from './components/Breadcrumb';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './components/Button';
export * from './components/Callout';
export { Card, type CardProps, cardElevations, cardPaddings } from './components/Card';
export {
  CategoryCard,
  type CategoryCardProps,
  type CategoryToneKey,
  categoryToneKey,
  categoryToneKeys,
} from './components/CategoryCard';
export { CategoryFilterBar, type CategoryFilterBarProps } from './components/CategoryFilterBar';
export * from './components/CategoryHeader';
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
export {
  Chip,
  type ChipProps,
  type ChipTone,
  type ChipVariant,
  chipTones,
  chipVariants,
} from './components/Chip';
export {
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
export * from './components/ContactSections';
export { DangerZone, type DangerZoneProps } from './components/DangerZone';
export { Dialog, type DialogContentProps } from './components/Dialog';
export { DropdownMenu } from './components/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export * from './components/ExternalLink';
export { FarewellNotice, type FarewellNoticeProps } from './components/FarewellNotice';
export { FeaturedPost, type FeaturedPostProps } from './components/FeaturedPost';
export { Footer, type FooterProps } from './components/Footer';
export {
  HEADER_HEIGHT,
  HEADER_SHADOW_AFTER,
  Header,
  type HeaderLink,
  type HeaderNavItem,
  type HeaderProps,
  type HeaderUser,
  type ProfileMenuLinks,
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
export * from './components/HomeSections';
export {
  createIcon,
  Icon,
  type IconBaseProps,
  type IconProps,
  type IconSize,
  iconSizes,
} from './components/Icon';
export {
  IconButton,
  type IconButtonProps,
  iconButtonSizes,
  iconButtonTones,
  iconButtonVariants,
} from './components/IconButton';
export * from './components/InfoCards';
export * from './components/LegalLayout';
export * from './components/ListingToolbar';
export { NewsCarousel, type NewsCarouselProps } from './components/NewsCarousel';
export {
  type EmailRule,
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
  newsletterCopy,
  newsletterStatuses,
  validateNewsletterEmail,
} from './components/NewsletterBox';
export {
  Notice,
  type NoticeProps,
  NoticeStack,
  type NoticeStackProps,
  type NoticeTone,
  noticeTones,
} from './components/Notice';
export * from './components/PageHeader';
export * from './components/PageLayout';
export { PagePlaceholder, type PagePlaceholderProps } from './components/PagePlaceholder';
export * from './components/PageSection';
export { type PageEntry, Pagination, type PaginationProps, pageList } from './components/Pagination';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export * from './components/PostArticle';
export { PostCard, type PostCardProps } from './components/PostCard';
export { PostGrid, type PostGridProps, type PostGridStatus, postGridStatuses } from './components/PostGrid';
export * from './components/PostHeader';
export { ProfileDetails, type ProfileDetailsProps } from './components/ProfileDetails';
export {
  ProfileColumns,
  ProfileLayout,
  type ProfileLayoutProps,
  ProfileSection,
  type ProfileSectionProps,
} from './components/ProfileLayout';
export {
  type ProfilePostLink,
  ProfilePosts,
  type ProfilePostsProps,
  type ProfilePostsStatus,
  profilePostsStatuses,
} from './components/ProfilePosts';
export { ProfileSummary, type ProfileSummaryProps } from './components/ProfileSummary';
export { QuoteCard, type QuoteCardProps } from './components/QuoteCard';
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
export * from './components/TeamGrid';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextLink, type TextLinkProps } from './components/TextLink';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle';
export * from './components/TileGrid';
export {
  DEFAULT_TOAST_DURATION,
  type ToastOptions,
  ToastProvider,
  type ToastTone,
  toastTones,
  useToast,
} from './components/Toast';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { CategoryRef, PostView } from './content/post-view';
export * from './icons';
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
export { createMemoryStorage, localStorageAdapter, type ThemeStorage } from './theme/theme-storage';
export { type Size, sizes, type Tone, tones, type Variant, variants } from './theme/vocabulary';
export * as tokens from './tokens';
