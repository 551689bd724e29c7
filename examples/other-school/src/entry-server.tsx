import '@pupitre/ui/reset.css';
import './brand.css';
import './app.css';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';

/** The page at `url` as HTML (built by `vite build --ssr`; scripts/render.mjs calls it). */
export function render(url: string): string {
  return renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
}
