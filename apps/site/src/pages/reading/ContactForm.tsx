import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, contactSchema, formMessages } from '@pupitre/data';
import { Button, Card, Notice, TextArea, TextField, useHydrated } from '@pupitre/ui';
import { AccountForm, AccountFormRow } from '@pupitre/ui/fragments';
import { useForm } from 'react-hook-form';
import { bindField } from '../../forms/bind-field';
import { EmailField } from '../../forms/EmailField';
import { useSendContactMessage } from '../../queries/contact-form';
import { CONTACT_SEND_FAILED } from './contact-content';

const EMPTY = { nombre: '', email: '', asunto: '', mensaje: '' };

export const CONTACT_NEEDS_SCRIPTS =
  'Para enviar un mensaje necesitas activar JavaScript: tu sesión se guarda en este navegador.';

/** Stores the message through POST /api/contacto (ARCHITECTURE Decision 4). */
export function ContactForm() {
  const sending = useSendContactMessage();
  const hydrated = useHydrated();
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await sending.mutateAsync(values);
      reset(EMPTY);
    } catch {
      // Shown from the mutation's state; the typed text stays in the fields so nothing has to be written twice.
    }
  });
  const failure =
    sending.error instanceof ApiError && sending.error.message ? sending.error.message : CONTACT_SEND_FAILED;

  return (
    <Card padding="lg">
      <noscript>
        <Notice tone="neutral">{CONTACT_NEEDS_SCRIPTS}</Notice>
      </noscript>
      {/* Until its scripts run, a press would send the message in the address and lose it: disabled. */}
      <AccountForm method="post" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <AccountFormRow>
          <TextField label="Nombre" autoComplete="name" required {...bindField(form, 'nombre')} />
          <EmailField {...bindField(form, 'email')} />
        </AccountFormRow>
        <TextField label="Asunto" required {...bindField(form, 'asunto')} />
        <TextArea
          label="Mensaje"
          rows={6}
          required
          hint="Cuéntanos con detalle en qué podemos ayudarte."
          {...bindField(form, 'mensaje')}
        />
        {/* Always present (never display:none), so screen readers announce the message when it appears. */}
        <div role="status">
          {sending.isSuccess && <Notice tone="success">{formMessages.contactSent}</Notice>}
        </div>
        {sending.isError && <Notice tone="danger">{failure}</Notice>}
        <div>
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated}
            loading={isSubmitting}
            loadingLabel="Enviando..."
          >
            Enviar mensaje
          </Button>
        </div>
      </AccountForm>
    </Card>
  );
}
