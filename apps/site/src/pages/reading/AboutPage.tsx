import { Button, Callout, Hero, InfoCards, Link, PageLayout, PageSection, TeamGrid } from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { PAGE_TITLES } from '../page-titles';
import { ABOUT_TITLE, aboutIntro, motivations, profileUrl, team, values } from './about-content';

const members = team.map((member) => ({
  name: member.name,
  role: member.role,
  profileHref: profileUrl(member.handle),
}));

/** /about (reading-area §2 "About page"): hero, motivations, team and values. */
export default function AboutPage() {
  useDocumentTitle(PAGE_TITLES.about);
  return (
    <PageLayout gap="xxl">
      <Hero title={ABOUT_TITLE} subtitle={aboutIntro} align="start" />

      <PageSection title="Lo que nos motiva">
        {/* Three across at most: five narrow columns read as eight-line slivers at 1280 px. */}
        <InfoCards items={motivations} numbered columns={3} />
      </PageSection>

      <PageSection
        title="Nuestro equipo"
        lead="Seis personas que diseñan, programan y cuidan Pupitre. Puedes conocer su trabajo en sus perfiles de código."
      >
        <TeamGrid members={members} />
      </PageSection>

      <PageSection title="Nuestros valores">
        <InfoCards items={values} variant="accent" columns={4} />
      </PageSection>

      <Callout
        title="¿Quieres sumarte?"
        text="Si tienes una idea para un artículo, una propuesta de colaboración o una duda, nos encantará leerte."
        actions={
          <>
            <Button asChild>
              <Link href={paths.contact()}>Escríbenos</Link>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <Link href={paths.blog()}>Leer el blog</Link>
            </Button>
          </>
        }
      />
    </PageLayout>
  );
}
