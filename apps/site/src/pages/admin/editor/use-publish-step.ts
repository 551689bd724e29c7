import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SITE_TIME_ZONE, type Post } from '@pupitre/data';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useScheduledPosts } from '../../../queries/scheduled-posts';
import { type PublishStepValues, publishStepSchema, type ScheduleChoice } from './publish-step';
import { wallTimeInZone } from './zoned-time';

/**
 * The publish step's own small form. "Enviar a los suscriptores" starts off: an email to every
 * subscriber goes only when the author ticks it. A scheduled post shows its time and choice.
 */
export function usePublishStep(post: Post | undefined) {
  const scheduledPosts = useScheduledPosts();
  const zone = scheduledPosts.data?.zonaHoraria ?? DEFAULT_SITE_TIME_ZONE;
  const current = scheduledPosts.data?.publicaciones.find((row) => row.ID_publicaciones === post?.id);
  const form = useForm<PublishStepValues, unknown, ScheduleChoice>({
    resolver: zodResolver(publishStepSchema(zone)),
    defaultValues: { enviarSuscriptores: false, fecha: '', hora: '' },
  });
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!current || isDirty) return;
    form.reset({
      enviarSuscriptores: current.enviarSuscriptores,
      ...wallTimeInZone(new Date(current.programadaPara), zone),
    });
  }, [current, isDirty, form, zone]);
  return { form, zone, scheduledFor: current?.programadaPara };
}

export type PublishStep = ReturnType<typeof usePublishStep>;
