import { type LazyPage, lazyPage } from './lazy-page';
import { paths, routePatterns } from './paths';

export type Area = 'reading' | 'accounts' | 'admin' | 'legal';
export type Access = 'public' | 'visitor-only' | 'logged-in' | 'superuser';

export interface RouteDefinition {
  path: string;
  area: Area;
  access: Access;
  page: LazyPage;
  /**
   * Routes with the same mount key keep their page mounted when the address moves between them: the
   * editor saves a new draft and moves to its edit address without losing the author's place.
   */
  mountKey?: string;
  /**
   * The server renders it as a visitor sees it (ssr/server-pages.ts), so it works without scripts; in
   * the browser it shows the same until the session is known, then its guard applies.
   */
  serverRendered?: true;
  /**
   * A session that ends while the page is open leaves it open: the editor asks the author to sign in
   * again over their text instead of swapping it for the login page.
   */
  keepsOpenWhenSessionEnds?: true;
}

// Pages load per area so a reader never downloads account or admin code.
const HomePage = lazyPage(() => import('./pages/reading/HomePage'));
const BlogPage = lazyPage(() => import('./pages/reading/BlogPage'));
const PostPage = lazyPage(() => import('./pages/reading/PostPage'));
const CategoriesPage = lazyPage(() => import('./pages/reading/CategoriesPage'));
const CategoryPage = lazyPage(() => import('./pages/reading/CategoryPage'));
const AboutPage = lazyPage(() => import('./pages/reading/AboutPage'));
const ContactPage = lazyPage(() => import('./pages/reading/ContactPage'));
const TermsPage = lazyPage(() => import('./pages/legal/TermsPage'));
const PrivacyPage = lazyPage(() => import('./pages/legal/PrivacyPage'));
const CookiesPage = lazyPage(() => import('./pages/legal/CookiesPage'));
const LoginPage = lazyPage(() => import('./pages/accounts/LoginPage'));
const RegisterPage = lazyPage(() => import('./pages/accounts/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import('./pages/accounts/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./pages/accounts/ResetPasswordPage'));
const ProfilePage = lazyPage(() => import('./pages/accounts/profile/ProfilePage'));
const AdminPanelPage = lazyPage(() => import('./pages/admin/AdminPanelPage'));
const AdminPostPage = lazyPage(() => import('./pages/admin/AdminPostPage'));
const PostEditorPage = lazyPage(() => import('./pages/admin/editor/PostEditorPage'));

/** The whole route table of the spec (accounts-admin.md §2); `/` and unknown paths are handled by App. */
export const routes: RouteDefinition[] = [
  { path: paths.home(), area: 'reading', access: 'public', page: HomePage },
  { path: paths.dashboard(), area: 'reading', access: 'logged-in', page: HomePage },
  { path: paths.blog(), area: 'reading', access: 'public', page: BlogPage },
  { path: routePatterns.post, area: 'reading', access: 'public', page: PostPage },
  { path: paths.categories(), area: 'reading', access: 'public', page: CategoriesPage },
  { path: routePatterns.category, area: 'reading', access: 'public', page: CategoryPage },
  { path: paths.about(), area: 'reading', access: 'logged-in', page: AboutPage, serverRendered: true },
  { path: paths.contact(), area: 'reading', access: 'logged-in', page: ContactPage, serverRendered: true },
  { path: paths.terms(), area: 'legal', access: 'public', page: TermsPage },
  { path: paths.privacy(), area: 'legal', access: 'public', page: PrivacyPage },
  { path: paths.cookies(), area: 'legal', access: 'public', page: CookiesPage },
  { path: paths.login(), area: 'accounts', access: 'visitor-only', page: LoginPage, serverRendered: true },
  {
    path: paths.register(),
    area: 'accounts',
    access: 'visitor-only',
    page: RegisterPage,
    serverRendered: true,
  },
  {
    path: paths.forgotPassword(),
    area: 'accounts',
    access: 'visitor-only',
    page: ForgotPasswordPage,
    serverRendered: true,
  },
  {
    path: paths.resetPassword(),
    area: 'accounts',
    access: 'visitor-only',
    page: ResetPasswordPage,
  },
  {
    path: routePatterns.resetPasswordWithToken,
    area: 'accounts',
    access: 'visitor-only',
    page: ResetPasswordPage,
  },
  { path: paths.profile(), area: 'accounts', access: 'logged-in', page: ProfilePage },
  { path: paths.adminPanel(), area: 'admin', access: 'superuser', page: AdminPanelPage },
  { path: paths.adminPosts(), area: 'admin', access: 'superuser', page: AdminPanelPage },
  {
    path: paths.newPost(),
    area: 'admin',
    access: 'superuser',
    page: PostEditorPage,
    mountKey: 'editor',
    keepsOpenWhenSessionEnds: true,
  },
  {
    path: routePatterns.editPost,
    area: 'admin',
    access: 'superuser',
    page: PostEditorPage,
    mountKey: 'editor',
    keepsOpenWhenSessionEnds: true,
  },
  { path: routePatterns.adminPost, area: 'admin', access: 'superuser', page: AdminPostPage },
];
