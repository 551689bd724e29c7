import { answerRegisterPost } from '../forms/register-post';
import { answerForgotPost } from '../pages/accounts/forgot-post';
import { PAGE_TITLES } from '../pages/page-titles';
import { aboutIntro } from '../pages/reading/about-content';
import { contactIntro } from '../pages/reading/contact-content';
import { paths } from '../paths';
import { siteContactQueries } from '../queries/site-contact';
import { returnPathFrom } from '../session/return-path';
import { pageWithHeader, readingPage, type ServerPage, shown, siteDescription } from './server-page';

const accountModule = (name: string) => `src/pages/accounts/${name}.tsx`;

/** A page without data of its own: only its head. */
const titled =
  (title: string, path: string, description = siteDescription) =>
  async () =>
    shown({ title, description, path });

/**
 * The pages a visitor opens before any session exists: rendered as a visitor sees them, so they are
 * never blank without scripts. /about and /contact are for logged-in readers, which only the browser
 * knows (the session is kept there): it sends a visitor on to /login once its scripts run.
 */
export const visitorPages: ServerPage[] = [
  readingPage(paths.about(), 'AboutPage', titled(PAGE_TITLES.about, paths.about(), aboutIntro)),
  readingPage(paths.contact(), 'ContactPage', async ({ queryClient, client }) => {
    await queryClient.prefetchQuery(siteContactQueries.address(client));
    return shown({ title: PAGE_TITLES.contact, description: contactIntro, path: paths.contact() });
  }),
  pageWithHeader(paths.login(), accountModule('LoginPage'), titled(PAGE_TITLES.login, paths.login())),
  pageWithHeader(
    paths.register(),
    accountModule('RegisterPage'),
    titled(PAGE_TITLES.register, paths.register()),
    ({ fields, client, queryClient, search }) =>
      answerRegisterPost({ fields, client, queryClient, returnPath: returnPathFrom(search.toString()) }),
  ),
  pageWithHeader(
    paths.forgotPassword(),
    accountModule('ForgotPasswordPage'),
    titled(PAGE_TITLES.forgotPassword, paths.forgotPassword()),
    async ({ fields, client }) => ({ outcome: await answerForgotPost(fields, client) }),
  ),
];
