import { Accordion, Hero } from '@pupitre/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ContactForm } from './ContactForm';
import * as styles from './ContactPage.css';
import {
  ADDRESS_LINES,
  CONTACT_PROMISE,
  CONTACT_TITLE,
  contactCards,
  contactIntro,
  faq,
  MAP_CAMPUS_CELL,
  MAP_PIN,
  MAP_STREETS,
  MAP_URL,
  MAP_VIEWBOX,
} from './contact-content';

/** /contact (reading-area §2 "Contact page"): hero, contact cards, map, FAQ and the form. */
export default function ContactPage() {
  useDocumentTitle('Contacto');
  return (
    <div className={styles.page}>
      <Hero title={CONTACT_TITLE} subtitle={contactIntro} align="start">
        <p className={styles.promise}>{CONTACT_PROMISE}</p>
      </Hero>

      <section className={styles.section} aria-labelledby="contact-channels">
        <h2 id="contact-channels" className={styles.sectionTitle}>
          Cómo encontrarnos
        </h2>
        <ul className={styles.cardGrid}>
          {contactCards.map((card) => (
            <li key={card.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              {card.lines.map((line) => (
                <p key={line} className={styles.cardText}>
                  {line}
                </p>
              ))}
              {card.link && (
                <a className={styles.link} href={card.link.href}>
                  {card.link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        {/* The form itself is the landmark, named by this heading. */}
        <div className={styles.section}>
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            Escríbenos
          </h2>
          <p className={styles.sectionLead}>Los campos marcados con * son obligatorios.</p>
          <ContactForm />
        </div>

        <section className={styles.section} aria-labelledby="contact-map-title">
          <h2 id="contact-map-title" className={styles.sectionTitle}>
            Mapa
          </h2>
          <ContactMap />
        </section>
      </div>

      <section className={styles.section} aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={styles.sectionTitle}>
          Preguntas frecuentes
        </h2>
        <Accordion
          headingLevel={3}
          items={faq.map((entry) => ({
            value: entry.value,
            title: entry.question,
            content: <p className={styles.answer}>{entry.answer}</p>,
          }))}
        />
      </section>
    </div>
  );
}

/** The blocks between the streets, edge to edge: [start, end] along one axis. */
function spans(streets: readonly number[], length: number): Array<[number, number]> {
  const gap = MAP_STREETS.width / 2 + 6;
  const edges = [0, ...streets, length];
  return edges.slice(1).map((end, index) => {
    const start = edges[index] ?? 0;
    return [start === 0 ? 0 : start + gap, end === length ? length : end - gap];
  });
}

/**
 * A drawn map instead of an embedded one: the strict CSP allows no third-party frames or tiles, so the
 * picture is ours and the real map is one link away.
 */
function ContactMap() {
  const { width, height } = MAP_VIEWBOX;
  const columns = spans(MAP_STREETS.vertical, width);
  const rows = spans(MAP_STREETS.horizontal, height);
  return (
    <figure className={styles.map}>
      <svg
        className={styles.mapImage}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="contact-map-name"
      >
        <title id="contact-map-name">
          Mapa ilustrado: la Facultad de Ingeniería de la Universidad de Colima, en Colima, México
        </title>
        <rect className={styles.mapStreet} width={width} height={height} />
        {rows.map(([top, bottom], row) =>
          columns.map(([left, right], column) => {
            const campus = row === MAP_CAMPUS_CELL.row && column === MAP_CAMPUS_CELL.column;
            return (
              <rect
                key={`${left}-${top}`}
                className={campus ? styles.mapCampus : styles.mapBlock}
                x={left}
                y={top}
                width={right - left}
                height={bottom - top}
                rx={6}
              />
            );
          }),
        )}
        <g transform={`translate(${MAP_PIN.x} ${MAP_PIN.y})`}>
          <path className={styles.mapPin} d="M0 0c-14-18-22-30-22-40a22 22 0 0 1 44 0c0 10-8 22-22 40z" />
          <circle className={styles.mapPinDot} cx={0} cy={-40} r={8} />
        </g>
        <g transform={`translate(${MAP_PIN.x} ${MAP_PIN.y + 20})`}>
          <rect className={styles.mapLabelBox} x={-108} y={0} width={216} height={32} rx={6} />
          <text className={styles.mapLabel} x={0} y={22} textAnchor="middle">
            Facultad de Ingeniería
          </text>
        </g>
      </svg>
      <figcaption className={styles.mapCaption}>
        <address className={styles.address}>{ADDRESS_LINES.join(', ')}</address>
        <span className={styles.mapNote}>Ilustración del entorno, sin escala.</span>
        <a
          className={styles.link}
          href={MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="contact-map-new-tab"
        >
          Ver en OpenStreetMap
          <NewTabIcon />
        </a>
        <span id="contact-map-new-tab" hidden>
          Se abre en una pestaña nueva
        </span>
      </figcaption>
    </figure>
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
