import { AccountCard, TextLink } from '@pupitre/ui';
import { useLocation } from 'wouter';
import { RegisterForm } from '../../forms/RegisterForm';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';

/** /register (accounts-admin §2, §4, §5, §8). */
export default function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  const [, navigate] = useLocation();
  return (
    <AccountCard
      title="Crear cuenta"
      intro="Únete a la comunidad educativa de Pupitre."
      footer={<TextLink href={paths.login()}>¿Ya tienes una cuenta? Inicia sesión</TextLink>}
    >
      <RegisterForm
        onRegistered={(message) => navigate(paths.login(), { state: { message, tone: 'success' } })}
      />
    </AccountCard>
  );
}
