import { Button, Dialog, PasswordField, TextField } from '@pupitre/ui';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';

export const signInAgainMessages = {
  title: 'Tu sesión terminó',
  description:
    'Tu texto está a salvo en este navegador y sigue en el editor. Inicia sesión de nuevo para seguir guardando en el servidor.',
  user: 'Usuario o correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  failed: 'No se pudo iniciar sesión. Revisa tus datos e inténtalo de nuevo.',
} as const;

/**
 * Shown over the editor when the session ends mid-sentence (an expired or revoked session): the author
 * signs in again without leaving, and saving resumes. It cannot be dismissed while signed out.
 */
export function SignInAgainDialog({ open }: { open: boolean }) {
  const { login } = useSession();
  const [who, setWho] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await login(who, password, true);
      setPassword('');
    } catch (failure) {
      setError((failure as Error).message || signInAgainMessages.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        title={signInAgainMessages.title}
        description={signInAgainMessages.description}
        closeLabel={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <form onSubmit={submit} noValidate>
          <TextField
            label={signInAgainMessages.user}
            autoComplete="username"
            value={who}
            onChange={(event) => setWho(event.target.value)}
            required
          />
          <PasswordField
            label={signInAgainMessages.password}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            required
          />
          <Dialog.Actions>
            <Button type="submit" loading={busy} loadingLabel={signInAgainMessages.submitting}>
              {signInAgainMessages.submit}
            </Button>
          </Dialog.Actions>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
