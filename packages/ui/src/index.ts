export { footerBannerSrc } from './assets/footer-banner';
export { placeholderImage } from './assets/placeholder-image';
export { technologyImage } from './assets/technology-image';
export * from './components/Accordion';
export * from './components/ArticleBody';
export * from './components/Avatar';
export * from './components/BackToTop';
export * from './components/Breadcrumb';
export * from './components/Button';
export * from './components/Callout';
export * from './components/Card';
export * from './components/CategoryCard';
export * from './components/CategoryFilterBar';
export * from './components/Checkbox';
export * from './components/Chip';
export * from './components/ConfirmDialog';
export * from './components/ContactSections';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/ExternalLink';
export * from './components/FeaturedPost';
export * from './components/Footer';
export * from './components/Header';
export * from './components/Heading';
export * from './components/Hero';
export * from './components/HomeSections';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/InfoCards';
export * from './components/ListingToolbar';
export * from './components/NewsCarousel';
export * from './components/NewsletterBox';
export * from './components/Notice';
export * from './components/PageHeader';
export * from './components/PageLayout';
export * from './components/PagePlaceholder';
export * from './components/PageSection';
export * from './components/Pagination';
export * from './components/PasswordField';
export * from './components/PostArticle';
export * from './components/PostCard';
export * from './components/PostGrid';
export * from './components/PostHeader';
export * from './components/SearchBox';
export * from './components/Select';
export * from './components/SidebarBox';
export * from './components/Skeleton';
export * from './components/SortSelect';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/TeamGrid';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/TextLink';
export * from './components/ThemeToggle';
export * from './components/TileGrid';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/VisitorOnly';
export * from './components/VisuallyHidden';
export type { CategoryRef, PictureSource, PostView } from './content/post-view';
export * from './icons';
export { useHydrated } from './internal/use-hydrated';
export {
  defaultMessages,
  esArMessages,
  type Messages,
  type MessagesOverride,
  MessagesProvider,
  type MessagesProviderProps,
  mergeMessages,
  useMessages,
} from './messages';
export {
  type Brand,
  type BrandLink,
  BrandProvider,
  type SocialLink,
  useBrand,
  useOptionalBrand,
} from './providers/BrandProvider';
export {
  type CategoryKey,
  type CategoryTone,
  type CategoryTones,
  CategoryTonesProvider,
  type CategoryTonesProviderProps,
  categoryToneKeys,
  resolveCategoryTone,
  useCategoryTone,
  useCategoryTones,
} from './providers/CategoryTonesProvider';
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
export { createThemeInitScript, type ThemeInitOptions, themeInitScript } from './theme/theme-init';
export {
  isThemeMode,
  isThemeName,
  THEME_STORAGE_KEY,
  type ThemeMode,
  type ThemeName,
  themeClassNames,
  themeModes,
  themeNames,
} from './theme/theme-names';
export { createMemoryStorage, localStorageAdapter, type ThemeStorage } from './theme/theme-storage';
export { type Size, sizes, type Tone, tones, type Variant, variants } from './theme/vocabulary';
export * as tokens from './tokens';
