import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, contactSchema, formMessages, sendContactMessage } from '@pupitre/data';
import { Button, TextArea, TextField } from '@pupitre/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiClient } from '../../api-client';
import * as styles from './ContactPage.css';
import { CONTACT_SEND_FAILED } from './contact-content';

type Outcome = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

const EMPTY = { nombre: '', email: '', asunto: '', mensaje: '' };

/** Stores the message through POST /api/contacto (ARCHITECTURE Decision 4). */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setOutcome({ kind: 'idle' });
    try {
      await sendContactMessage(apiClient, values);
      reset(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      // The typed text stays in the fields so nothing has to be written twice.
      const message = error instanceof ApiError && error.message ? error.message : CONTACT_SEND_FAILED;
      setOutcome({ kind: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <div className={styles.fieldRow}>
        <TextField
          label="Nombre"
          autoComplete="name"
          required
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label="Asunto" required error={errors.asunto?.message} {...register('asunto')} />
      <TextArea
        label="Mensaje"
        rows={6}
        required
        hint="Cuéntanos con detalle en qué podemos ayudarte."
        error={errors.mensaje?.message}
        {...register('mensaje')}
      />
      <div>
        {/* Always present (never display:none), so screen readers announce the message when it appears. */}
        <div role="status">
          {outcome.kind === 'success' && <p className={styles.success}>{formMessages.contactSent}</p>}
        </div>
        {outcome.kind === 'error' && (
          <p role="alert" className={styles.failure}>
            {outcome.message}
          </p>
        )}
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Enviando...">
          Enviar mensaje
        </Button>
      </div>
    </form>
  );
}
