import { Heading, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout';
import { emailColors as colors } from './email-colors';

export const DATA_COPY_SUBJECT = 'Tus datos en el newsletter de Pupitre';

export interface StoredSubscriberData {
  email: string;
  estado: string;
  suscritoEl: string;
  confirmadoEl: string | null;
  articulosRecibidos: number;
}

export function DataCopyEmail({
  data,
  unsubscribeUrl,
}: {
  data: StoredSubscriberData;
  unsubscribeUrl: string;
}) {
  const rows: [string, string][] = [
    ['Correo', data.email],
    ['Estado', data.estado],
    ['Suscrito el', data.suscritoEl],
    ['Confirmado el', data.confirmadoEl ?? '—'],
    ['Artículos recibidos', String(data.articulosRecibidos)],
  ];
  return (
    <EmailLayout preview="La copia de tus datos que pediste." unsubscribeUrl={unsubscribeUrl}>
      <Heading className="email-text" as="h1" style={{ color: colors.light.text, fontSize: '24px' }}>
        Tus datos
      </Heading>
      <Text className="email-text" style={{ color: colors.light.text }}>
        Esto es todo lo que guardamos sobre tu suscripción:
      </Text>
      {rows.map(([label, value]) => (
        <Text key={label} className="email-text" style={{ color: colors.light.text, margin: '4px 0' }}>
          {label}: {value}
        </Text>
      ))}
    </EmailLayout>
  );
}
