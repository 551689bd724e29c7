import { Button, useTheme } from '@pupitre/ui';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import * as styles from './SiteShell.css';

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} className={styles.navLink} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The page frame until the design system's Header and Footer land: brand, navigation, theme switch. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/home" className={styles.brand}>
            Pupitre
          </Link>
          <nav className={styles.nav} aria-label="Principal">
            <NavLink href="/home">Inicio</NavLink>
            <NavLink href="/blog">Blog</NavLink>
            <NavLink href="/categorias">Categorías</NavLink>
            <NavLink href="/about">Acerca de</NavLink>
            <NavLink href="/contact">Contacto</NavLink>
          </nav>
          <Button variant="ghost" size="sm" onClick={toggleTheme}>
            {theme === 'dark' ? 'Tema claro' : 'Tema oscuro'}
          </Button>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} Pupitre. Todos los derechos reservados.
      </footer>
    </div>
  );
}
