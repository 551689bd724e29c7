import { Footer, HEADER_HEIGHT, Header } from '@pupitre/ui';
import { Outlet, useLocation } from 'react-router';
import { ThemeSwitch } from './ThemeSwitch';

const navItems = [
  { label: 'Inicio', href: '/', section: ['/novedades/'] },
  { label: 'Institucional', href: '/institucional' },
];

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <Header
        user={null}
        currentPath={pathname}
        navItems={navItems}
        profileLinks={{
          account: [],
          visitor: navItems,
          signIn: [{ label: 'Campus virtual', href: 'https://campus.aguaribay.example' }],
        }}
        onLogout={() => {}}
        themeToggle={<ThemeSwitch />}
      />
      <main className="page" style={{ paddingTop: HEADER_HEIGHT + 24 }}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
