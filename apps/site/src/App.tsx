import { Spinner } from '@pupitre/ui';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageHydratedMark } from './hydration/page-hydrated';
import { useServerQueriesUntilNavigation } from './hydration/use-server-queries-until-navigation';
import { ScrollToTop } from './layout/ScrollToTop';
import { SiteLayout } from './layout/SiteLayout';
import { paths } from './paths';
import { routes } from './routes';
import { RouteGuard } from './session/RouteGuard';
import { useSession } from './session/SessionProvider';
import { useDashboardAfterServerRedirect } from './session/use-dashboard-after-server-redirect';

/** `/` and every unknown path: logged-in users go to /dashboard, visitors to /home. */
function HomeRedirect() {
  const { status, user } = useSession();
  if (status === 'loading') return <Spinner size="lg" label="Cargando sesión..." />;
  return <Redirect to={user ? paths.dashboard() : paths.home()} replace />;
}

export function App() {
  useServerQueriesUntilNavigation();
  useDashboardAfterServerRedirect();
  return (
    <SiteLayout>
      <ScrollToTop />
      <Suspense fallback={<Spinner size="lg" label="Cargando página..." />}>
        <Switch>
          {routes.map(({ path, page: Page, access, mountKey, serverRendered, keepsOpenWhenSessionEnds }) => (
            <Route key={mountKey ?? path} path={path}>
              <RouteGuard
                access={access}
                showWhileLoading={serverRendered}
                keepOpenWhenSessionEnds={keepsOpenWhenSessionEnds}
              >
                <Page />
              </RouteGuard>
            </Route>
          ))}
          <Route>
            <HomeRedirect />
          </Route>
        </Switch>
        <PageHydratedMark />
      </Suspense>
    </SiteLayout>
  );
}
