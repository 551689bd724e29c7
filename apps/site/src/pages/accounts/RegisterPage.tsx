import { TextLink, useForcedTheme } from '@pupitre/ui';
import { AccountCard } from '@pupitre/ui/fragments';
import { useLocation, useSearch } from 'wouter';
import { RegisterForm } from '../../forms/RegisterForm';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { returnPathFrom } from '../../session/return-path';
import { PAGE_TITLES } from '../page-titles';

/** /register (accounts-admin §2, §4, §5, §8); light mode only, like the other account forms. */
export default function RegisterPage() {
  useDocumentTitle(PAGE_TITLES.register);
  useForcedTheme('light');
  const [, navigate] = useLocation();
  // Where the reader was going before a guarded page sent them to log in; the login after this keeps it.
  const returnPath = returnPathFrom(useSearch());
  return (
    <AccountCard
      title="Crear cuenta"
      intro="Únete a la comunidad educativa de Pupitre."
      footer={<TextLink href={paths.login(returnPath)}>¿Ya tienes una cuenta? Inicia sesión</TextLink>}
    >
      <RegisterForm
        onRegistered={(message) => navigate(paths.login(returnPath), { state: { message, tone: 'success' } })}
      />
    </AccountCard>
  );
}
