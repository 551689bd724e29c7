import { SidebarBox, TextField } from '@pupitre/ui';
import { bindField } from '../../../forms/bind-field';
import { CheckboxField } from '../../../forms/CheckboxField';
import { publishStepMessages as messages, zoneHint } from './publish-step';
import type { PublishStep } from './use-publish-step';
import { formatInZone } from './zoned-time';

/** Who gets the post by email, and when "Programar" publishes it, on the site's clock. */
export function PublishStepBox({ step, disabled }: { step: PublishStep; disabled?: boolean }) {
  const { form, zone, scheduledFor } = step;
  return (
    <SidebarBox title="Publicación">
      <CheckboxField control={form.control} name="enviarSuscriptores" label={messages.sendToSubscribers} />
      {scheduledFor && <p>Programada para el {formatInZone(scheduledFor, zone)}.</p>}
      <TextField type="date" label={messages.dateLabel} disabled={disabled} {...bindField(form, 'fecha')} />
      <TextField
        type="time"
        label={messages.timeLabel}
        hint={zoneHint(zone)}
        disabled={disabled}
        {...bindField(form, 'hora')}
      />
    </SidebarBox>
  );
}
