import {
  Accordion,
  ContactMap,
  ContactPromise,
  Hero,
  InfoCards,
  PageColumns,
  PageLayout,
  PageSection,
} from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSiteEmail } from '../../queries/site-contact';
import { PAGE_TITLES } from '../page-titles';
import { ContactForm } from './ContactForm';
import {
  ADDRESS_LINES,
  CONTACT_PROMISE,
  CONTACT_TITLE,
  contactCards,
  contactIntro,
  faq,
  MAP_DESCRIPTION,
  MAP_EMBED_URL,
  MAP_PLACE,
  MAP_PLAN,
  MAP_URL,
} from './contact-content';

/** /contact (reading-area §2 "Contact page"): hero, contact cards, map, FAQ and the form. */
export default function ContactPage() {
  useDocumentTitle(PAGE_TITLES.contact);
  const cards = contactCards(useSiteEmail());
  return (
    <PageLayout gap="xxl">
      <Hero title={CONTACT_TITLE} subtitle={contactIntro} align="start">
        <ContactPromise>{CONTACT_PROMISE}</ContactPromise>
      </Hero>

      <PageSection title="Cómo encontrarnos">
        <InfoCards items={cards} variant="accent" columns={cards.length === 4 ? 4 : 3} />
      </PageSection>

      <PageColumns>
        {/* The form itself is the landmark, named by this heading. */}
        <PageSection
          as="div"
          title="Escríbenos"
          headingId="contact-form-title"
          lead="Los campos marcados con * son obligatorios."
        >
          <ContactForm />
        </PageSection>

        <PageSection title="Mapa">
          <ContactMap
            plan={MAP_PLAN}
            description={MAP_DESCRIPTION}
            placeLabel={MAP_PLACE}
            address={ADDRESS_LINES.join(', ')}
            mapHref={MAP_URL}
            embedSrc={MAP_EMBED_URL}
          />
        </PageSection>
      </PageColumns>

      <PageSection title="Preguntas frecuentes">
        <Accordion
          items={faq.map((entry) => ({ value: entry.value, title: entry.question, content: entry.answer }))}
        />
      </PageSection>
    </PageLayout>
  );
}
