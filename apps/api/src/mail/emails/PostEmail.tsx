import { Button, Heading, Img, Section, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout';
import { emailColors as colors } from './email-colors';

export interface PostEmailProps {
  title: string;
  summary: string;
  /** Absolute URL of the cover's image variant. */
  coverUrl: string | null;
  /** The article's first section, sanitised for mail clients. */
  firstSectionHtml: string;
  postUrl: string;
  unsubscribeUrl: string;
}

export function PostEmail({
  title,
  summary,
  coverUrl,
  firstSectionHtml,
  postUrl,
  unsubscribeUrl,
}: PostEmailProps) {
  return (
    <EmailLayout preview={summary} unsubscribeUrl={unsubscribeUrl}>
      <Heading className="email-text" as="h1" style={{ color: colors.light.text, fontSize: '28px' }}>
        {title}
      </Heading>
      {coverUrl ? (
        <Img
          src={coverUrl}
          alt=""
          width="552"
          style={{ width: '100%', maxWidth: '552px', borderRadius: '12px' }}
        />
      ) : null}
      <Text className="email-muted" style={{ color: colors.light.muted, fontSize: '18px' }}>
        {summary}
      </Text>
      <Section
        className="email-text"
        style={{ color: colors.light.text, fontSize: '16px', lineHeight: '1.6' }}
      >
        {/* Sanitised by firstSection() with an allowlist made for mail clients. */}
        <div dangerouslySetInnerHTML={{ __html: firstSectionHtml }} />
      </Section>
      <Button
        href={postUrl}
        style={{
          backgroundColor: colors.button.background,
          color: colors.button.text,
          padding: '12px 20px',
          borderRadius: '8px',
        }}
      >
        Leer el artículo completo
      </Button>
    </EmailLayout>
  );
}
