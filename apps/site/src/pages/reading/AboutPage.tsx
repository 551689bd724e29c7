import { Button, Hero, Link, VisuallyHidden } from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import * as styles from './AboutPage.css';
import { ABOUT_TITLE, aboutIntro, initials, motivations, profileUrl, team, values } from './about-content';

const NEW_TAB_NOTE_ID = 'about-new-tab';

/** /about (reading-area §2 "About page"): hero, motivations, team and values. */
export default function AboutPage() {
  useDocumentTitle('Acerca de');
  return (
    <div className={styles.page}>
      <Hero title={ABOUT_TITLE} subtitle={aboutIntro} align="start" />

      <section className={styles.section} aria-labelledby="about-motivations">
        <h2 id="about-motivations" className={styles.sectionTitle}>
          Lo que nos motiva
        </h2>
        <ol className={styles.motivationGrid}>
          {motivations.map((motivation, index) => (
            <li key={motivation.title}>
              <article className={styles.card}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.cardTitle}>{motivation.title}</h3>
                <p className={styles.cardText}>{motivation.text}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="about-team">
        <h2 id="about-team" className={styles.sectionTitle}>
          Nuestro equipo
        </h2>
        <p className={styles.sectionLead}>
          Seis personas que diseñan, programan y cuidan Pupitre. Puedes conocer su trabajo en sus perfiles de
          código.
        </p>
        <span id={NEW_TAB_NOTE_ID} hidden>
          Se abre en una pestaña nueva
        </span>
        <ul className={styles.teamGrid}>
          {team.map((member) => (
            <li key={member.handle}>
              <article className={styles.member}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(member.name)}
                </span>
                <h3 className={styles.cardTitle}>{member.name}</h3>
                <p className={styles.cardText}>{member.role}</p>
                <a
                  className={styles.profileLink}
                  href={profileUrl(member.handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={NEW_TAB_NOTE_ID}
                >
                  Perfil en GitHub<VisuallyHidden> de {member.name}</VisuallyHidden>
                  <NewTabIcon />
                </a>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          Nuestros valores
        </h2>
        <ul className={styles.valueGrid}>
          {values.map((value) => (
            <li key={value.title}>
              <article className={styles.accentCard}>
                <h3 className={styles.cardTitle}>{value.title}</h3>
                <p className={styles.cardText}>{value.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.invite} aria-labelledby="about-invite">
        <h2 id="about-invite" className={styles.sectionTitle}>
          ¿Quieres sumarte?
        </h2>
        <p className={styles.cardText}>
          Si tienes una idea para un artículo, una propuesta de colaboración o una duda, nos encantará leerte.
        </p>
        <div className={styles.actions}>
          <Button asChild>
            <Link href="/contact">Escríbenos</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/blog">Leer el blog</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The usual "opens elsewhere" arrow; the link's description says it in words. */
function NewTabIcon() {
  return (
    <svg className={styles.newTabIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3h7v7M13 3 4 12" />
    </svg>
  );
}
