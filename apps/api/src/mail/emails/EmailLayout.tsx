import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { emailColors as colors } from './email-colors';

export interface EmailLayoutProps {
  preview: string;
  children: ReactNode;
  /** The subscriber's unsubscribe page; newsletter emails always carry it. */
  unsubscribeUrl?: string;
}

// Clients that honour prefers-color-scheme (Apple Mail, Outlook.com) get the dark palette; the others
// keep the light one, which reads well in their own dark modes because they invert it.
const darkStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.email-text a { color: ${colors.light.link}; }
@media (prefers-color-scheme: dark) {
  .email-body { background-color: ${colors.dark.background} !important; }
  .email-card { background-color: ${colors.dark.surface} !important; }
  .email-text { color: ${colors.dark.text} !important; }
  .email-muted { color: ${colors.dark.muted} !important; }
  .email-link, .email-text a { color: ${colors.dark.link} !important; }
  .email-rule { border-color: ${colors.dark.rule} !important; }
}`;

export function EmailLayout({ preview, children, unsubscribeUrl }: EmailLayoutProps) {
  return (
    <Html lang="es">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="email-body" style={{ backgroundColor: colors.light.background, margin: 0 }}>
        <Container
          className="email-card"
          style={{
            backgroundColor: colors.light.surface,
            maxWidth: '600px',
            padding: '32px 24px',
            fontFamily: 'Poppins, Helvetica, Arial, sans-serif',
          }}
        >
          <Text className="email-muted" style={{ color: colors.light.muted, fontSize: '14px', margin: 0 }}>
            Pupitre
          </Text>
          {children}
          {unsubscribeUrl ? (
            <Section>
              <Hr className="email-rule" />
              <Text className="email-muted" style={{ color: colors.light.muted, fontSize: '12px' }}>
                Recibes este correo porque te suscribiste al newsletter de Pupitre.{' '}
                <Link className="email-link" href={unsubscribeUrl} style={{ color: colors.light.link }}>
                  Cancelar suscripción
                </Link>
              </Text>
            </Section>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
