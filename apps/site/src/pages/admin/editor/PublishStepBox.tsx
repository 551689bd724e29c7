import { Button, SidebarBox, TextField } from '@pupitre/ui';
import { bindField } from '../../../forms/bind-field';
import { CheckboxField } from '../../../forms/CheckboxField';
import { publishStepMessages as messages, zoneHint } from './publish-step';
import type { PublishStep } from './use-publish-step';
import { formatInZone } from './zoned-time';

interface PublishStepBoxProps {
  step: PublishStep;
  disabled?: boolean;
  /** Given for a scheduled post: "Cancelar programación" makes it a plain draft again. */
  onUnschedule?: () => void;
  unscheduling?: boolean;
}

/** Who gets the post by email, and when "Programar" publishes it, on the site's clock. */
export function PublishStepBox({ step, disabled, onUnschedule, unscheduling }: PublishStepBoxProps) {
  const { form, zone, scheduledFor } = step;
  return (
    <SidebarBox title="Publicación">
      <CheckboxField control={form.control} name="enviarSuscriptores" label={messages.sendToSubscribers} />
      {scheduledFor && <p>Programada para el {formatInZone(scheduledFor, zone)}.</p>}
      {scheduledFor && onUnschedule && (
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          onClick={onUnschedule}
          loading={unscheduling}
          loadingLabel={messages.unscheduling}
          disabled={disabled || unscheduling}
        >
          {messages.unschedule}
        </Button>
      )}
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
