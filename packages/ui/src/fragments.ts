/**
 * `@pupitre/ui/fragments`: the screens of Pupitre's own product, built from the main entry's primitives
 * and layout. A different site takes `@pupitre/ui` alone; Pupitre takes both.
 *
 * - Admin panel: AdminFilterBar, AdminOverview, AdminPostCard, AdminPostGrid, DonutChart, StatCard,
 *   StatusBadge.
 * - Post editor: ColorPicker, CoverUploader, EditorModeSwitch, EditorToolbar, FloatingToolbar,
 *   FontSizeMenu, HtmlModePanel, HtmlPreviewFrame, ImageInsertForm, ImportExportBox, LinkPopover,
 *   ModeSwitchDialog, PostEditorLayout, RevisionDiff, RevisionHistory, RichTextFrame.
 * - Reading assistant and comments: Chatbot, Comments.
 * - Account and profile screens: AccountCard (with AccountForm), AccountOutcome, AvatarUploader,
 *   DangerZone, FarewellNotice, ProfileDetails, ProfileLayout, ProfilePosts, ProfileSummary, QuoteCard.
 * - Legal pages: LegalLayout.
 */
export * from './components/AccountCard';
export * from './components/AccountOutcome';
export * from './components/AdminFilterBar';
export * from './components/AdminOverview';
export * from './components/AdminPostCard';
export * from './components/AdminPostGrid';
export * from './components/AvatarUploader';
export * from './components/Chatbot';
export * from './components/ColorPicker';
export * from './components/Comments';
export * from './components/CoverUploader';
export * from './components/DangerZone';
export * from './components/DonutChart';
export * from './components/EditorModeSwitch';
export * from './components/EditorToolbar';
export * from './components/FarewellNotice';
export * from './components/FloatingToolbar';
export * from './components/FontSizeMenu';
export * from './components/HtmlModePanel';
export * from './components/HtmlPreviewFrame';
export * from './components/ImageInsertForm';
export * from './components/ImportExportBox';
export * from './components/LegalLayout';
export * from './components/LinkPopover';
export * from './components/ModeSwitchDialog';
export * from './components/PostEditorLayout';
export * from './components/ProfileDetails';
export * from './components/ProfileLayout';
export * from './components/ProfilePosts';
export * from './components/ProfileSummary';
export * from './components/QuoteCard';
export * from './components/RevisionDiff';
export * from './components/RevisionHistory';
export * from './components/RichTextFrame';
export * from './components/StatCard';
export * from './components/StatusBadge';
