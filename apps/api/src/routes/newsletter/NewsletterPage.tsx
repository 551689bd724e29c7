import type { ReactNode } from 'react';

export interface PageAction {
  action: string;
  label: string;
}

/** A small page of the newsletter's links, readable without scripts: a message and its buttons. */
export function NewsletterPage({
  title,
  children,
  actions = [],
}: {
  title: string;
  children?: ReactNode;
  actions?: PageAction[];
}) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | Pupitre`}</title>
        {/* Without it the browser asks for /favicon.ico, which the site does not have. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
          {actions.map(({ action, label }) => (
            <form key={action} method="post" action={action}>
              <button type="submit">{label}</button>
            </form>
          ))}
          <p>
            <a href="/home">Volver al inicio</a>
          </p>
        </main>
      </body>
    </html>
  );
}
