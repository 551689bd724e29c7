import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout';
import { emailColors as colors } from './email-colors';

export const CONFIRMATION_SUBJECT = 'Confirma tu suscripción a Pupitre';

export function ConfirmationEmail({ confirmUrl }: { confirmUrl: string }) {
  return (
    <EmailLayout preview="Confirma tu suscripción para recibir nuestros artículos.">
      <Heading className="email-text" as="h1" style={{ color: colors.light.text, fontSize: '24px' }}>
        Confirma tu suscripción
      </Heading>
      <Text className="email-text" style={{ color: colors.light.text, fontSize: '16px' }}>
        Recibimos una solicitud para suscribir este correo al newsletter de Pupitre. Para empezar a recibir
        nuestros artículos, confirma tu suscripción:
      </Text>
      <Button
        href={confirmUrl}
        style={{
          backgroundColor: colors.button.background,
          color: colors.button.text,
          padding: '12px 20px',
          borderRadius: '8px',
        }}
      >
        Confirmar suscripción
      </Button>
      <Text className="email-muted" style={{ color: colors.light.muted, fontSize: '14px' }}>
        El enlace caduca en 48 horas. Si no pediste esta suscripción, ignora este correo: no te escribiremos
        de nuevo.
      </Text>
    </EmailLayout>
  );
}
