import { Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { Providers } from './Providers';
import { AboutPage } from './pages/AboutPage';
import { HomePage } from './pages/HomePage';
import { NewsPage } from './pages/NewsPage';

/** The same tree in the browser (BrowserRouter) and on the server (StaticRouter). */
export function App() {
  return (
    <Providers>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="novedades/:id" element={<NewsPage />} />
          <Route path="institucional" element={<AboutPage />} />
        </Route>
      </Routes>
    </Providers>
  );
}
