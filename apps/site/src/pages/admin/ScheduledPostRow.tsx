import { zodResolver } from '@hookform/resolvers/zod';
import type { ScheduledPost } from '@pupitre/data';
import { Button, Heading, TextField, useToast } from '@pupitre/ui';
import { useForm } from 'react-hook-form';
import { bindField } from '../../forms/bind-field';
import { CheckboxField } from '../../forms/CheckboxField';
import { useCancelSchedule, useReschedule } from '../../queries/scheduled-posts';
import { ADMIN_TOAST_MS } from './AdminPanelPage';
import {
  type PublishStepValues,
  publishStepMessages,
  publishStepSchema,
  type ScheduleChoice,
  zoneHint,
} from './editor/publish-step';
import { formatInZone, wallTimeInZone } from './editor/zoned-time';

/** One waiting post: when it goes out, a new date and time for it, or no schedule at all. */
export function ScheduledPostRow({ post, zone }: { post: ScheduledPost; zone: string }) {
  const toast = useToast();
  const cancel = useCancelSchedule();
  const reschedule = useReschedule();
  const form = useForm<PublishStepValues, unknown, ScheduleChoice>({
    resolver: zodResolver(publishStepSchema(zone)),
    defaultValues: {
      enviarSuscriptores: post.enviarSuscriptores,
      ...wallTimeInZone(new Date(post.programadaPara), zone),
    },
  });
  const id = post.ID_publicaciones;
  const busy = cancel.isPending || reschedule.isPending;
  const say = (title: string, tone: 'success' | 'danger') => toast({ title, tone, duration: ADMIN_TOAST_MS });
  const move = form.handleSubmit((input) =>
    reschedule.mutate(
      { id, input },
      { onSuccess: (detail) => say(detail, 'success'), onError: (error) => say(error.message, 'danger') },
    ),
  );
  return (
    <form noValidate onSubmit={move} aria-label={post.Titulo}>
      <Heading>{post.Titulo}</Heading>
      <p>
        Se publicará el {formatInZone(post.programadaPara, zone)}
        {post.enviarSuscriptores ? ' y se enviará a los suscriptores.' : '.'}
      </p>
      <TextField type="date" label={publishStepMessages.dateLabel} {...bindField(form, 'fecha')} />
      <TextField
        type="time"
        label={publishStepMessages.timeLabel}
        hint={zoneHint(zone)}
        {...bindField(form, 'hora')}
      />
      <CheckboxField
        control={form.control}
        name="enviarSuscriptores"
        label={publishStepMessages.sendToSubscribers}
      />
      <Button type="submit" size="sm" disabled={busy}>
        Reprogramar
      </Button>{' '}
      <Button
        type="button"
        variant="outline"
        tone="danger"
        size="sm"
        disabled={busy}
        onClick={() =>
          cancel.mutate(id, {
            onSuccess: (detail) => say(detail, 'success'),
            onError: (error) => say(error.message, 'danger'),
          })
        }
      >
        Cancelar programación
      </Button>
    </form>
  );
}
