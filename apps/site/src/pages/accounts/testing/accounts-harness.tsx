import { LinkProvider, ThemeProvider, ToastProvider } from '@pupitre/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import { RouterLink } from '../../../layout/RouterLink';
import { createQueryClient } from '../../../query-client';
import { SessionProvider } from '../../../session/SessionProvider';
import ForgotPasswordPage from '../ForgotPasswordPage';
import LoginPage from '../LoginPage';
import RegisterPage from '../RegisterPage';
import ResetPasswordPage from '../ResetPasswordPage';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}
export const calls: Call[] = [];
type Handler = (call: Call) => { status: number; body: unknown } | 'network';
let handler: Handler = () => ({ status: 500, body: {} });
export function answer(next: Handler) {
  handler = next;
}

const realFetch = window.fetch.bind(window);
window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes('/api/')) return realFetch(input, init);
  const call = {
    method: (init?.method ?? 'GET').toUpperCase(),
    url,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
  calls.push(call);
  const result = handler(call);
  if (result === 'network') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof fetch;

let root: Root | null = null;
export async function mount(path: string, state: unknown = null) {
  calls.length = 0;
  // Rendered synchronously rather than inside act(): this is a real browser, not a test environment
  // React knows, and every assertion waits for what it expects anyway.
  if (root) flushSync(() => root?.unmount());
  document.body.innerHTML = '<div id="app"></div>';
  window.history.replaceState(state, '', path);
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      // A new cache per screen: no answer of one test leaks into the next.
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider>
          <LinkProvider component={RouterLink}>
            <ToastProvider>
              <SessionProvider>
                <Switch>
                  <Route path="/login" component={LoginPage} />
                  <Route path="/register" component={RegisterPage} />
                  <Route path="/forgot-password" component={ForgotPasswordPage} />
                  <Route path="/reset-password" component={ResetPasswordPage} />
                  <Route path="/reset-password/:token" component={ResetPasswordPage} />
                  <Route>otra página</Route>
                </Switch>
              </SessionProvider>
            </ToastProvider>
          </LinkProvider>
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  );
}
