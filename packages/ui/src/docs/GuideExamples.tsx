import { Unstyled } from '@storybook/addon-docs/blocks';
import { type ReactNode, useMemo, useState } from 'react';
import { Chip } from '../components/Chip';
import { PasswordField } from '../components/PasswordField';
import { SearchBox } from '../components/SearchBox';
import { esArMessages } from '../messages';
import { passwordFieldMessages } from '../messages/groups';
import { MessagesProvider, useMessages } from '../messages/MessagesProvider';
import { CategoryTonesProvider } from '../providers/CategoryTonesProvider';
import { type LinkProps, LinkProvider } from '../providers/LinkProvider';
import { themeClassNames } from '../theme/theme-names';
import * as styles from './GuideExamples.css';
import { useDocsTheme } from './use-docs-theme';

/** Live examples for the guides, in the toolbar's theme. */
function Example({ title, children }: { title: string; children: ReactNode }) {
  const theme = useDocsTheme();
  return (
    <section aria-label={title} className={`${themeClassNames[theme]} ${styles.example}`}>
      <p className={styles.title}>{title}</p>
      {children}
    </section>
  );
}

function Fields() {
  const [term, setTerm] = useState('');
  // The eye button's name is only heard, not seen: the example prints it.
  const { passwordField } = useMessages({ passwordField: passwordFieldMessages });
  return (
    <div className={styles.stack}>
      <SearchBox value={term} onChange={setTerm} />
      <PasswordField label="Contraseña" defaultValue="pupitre" autoComplete="off" />
      <p className={styles.note}>El botón del ojo se anuncia como «{passwordField.show}».</p>
    </div>
  );
}

/** The same two components with the default dictionary and with `esArMessages`. */
export function MessagesExample() {
  return (
    <Unstyled>
      <div className={styles.pair}>
        <Example title="Sin proveedor: el español de Pupitre">
          <Fields />
        </Example>
        <Example title="Con <MessagesProvider messages={esArMessages}>">
          <MessagesProvider messages={esArMessages}>
            <Fields />
          </MessagesProvider>
        </Example>
      </div>
    </Unstyled>
  );
}

const tones = { lectura: 'c1', ciencias: 'c2' } as const;

/** A category chip linked through a LinkProvider: the app's link component renders it. */
export function LinkExample() {
  const [last, setLast] = useState<string | null>(null);
  // The app's router link, as a docs page can show one: it says where it would go, and stays here.
  const RouterLink = useMemo(
    () =>
      function RouterLink({ ref, href, onClick, ...props }: LinkProps) {
        return (
          <a
            ref={ref}
            href={href}
            data-router-link=""
            {...props}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              setLast(href);
            }}
          />
        );
      },
    [],
  );
  return (
    <Unstyled>
      <Example title="Chips con href, dentro de <LinkProvider component={RouterLink}>">
        <LinkProvider component={RouterLink}>
          <CategoryTonesProvider tones={tones}>
            <div className={styles.row}>
              <Chip label="Lectura" category="lectura" href="/temas/lectura" />
              <Chip label="Ciencias" category="ciencias" href="/temas/ciencias" />
              <Chip label="Sin enlace" category="otra" />
            </div>
          </CategoryTonesProvider>
        </LinkProvider>
        <p className={styles.note} role="status">
          {last ? `El router iría a ${last}.` : 'Pulsa un chip: el enlace pasa por el componente del router.'}
        </p>
      </Example>
    </Unstyled>
  );
}
