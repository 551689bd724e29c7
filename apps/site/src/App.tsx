import { Spinner } from '@pupitre/ui';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ScrollToTop } from './layout/ScrollToTop';
import { SiteShell } from './layout/SiteShell';
import { routes } from './routes';

export function App() {
  return (
    <SiteShell>
      <ScrollToTop />
      <Suspense fallback={<Spinner size="lg" label="Cargando página..." />}>
        <Switch>
          {routes.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          {/* `/` and every unknown path: visitors go home (logged-in users will go to /dashboard). */}
          <Route>
            <Redirect to="/home" replace />
          </Route>
        </Switch>
      </Suspense>
    </SiteShell>
  );
}
