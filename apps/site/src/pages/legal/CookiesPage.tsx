import { Accordion } from '@pupitre/ui';
import {
  BLOCKING_WARNING,
  browserGuides,
  type CookieType,
  cookiesDocument,
  cookieTypes,
  NOTHING_STORED,
  whatPupitreStores,
} from './cookies-content';
import { LegalLayout } from './LegalLayout';
import * as styles from './LegalLayout.css';

/** /cookies: the four types in an accordion (one open at a time) and the browser instructions. */
export default function CookiesPage() {
  return (
    <LegalLayout content={cookiesDocument}>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Qué guarda Pupitre en tu navegador</h2>
        {whatPupitreStores.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Tipos de cookies</h2>
        <Accordion
          headingLevel={3}
          defaultValue={cookieTypes[0]?.value}
          items={cookieTypes.map((type) => ({
            value: type.value,
            title: type.title,
            content: <CookieTypeDetails type={type} />,
          }))}
        />
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Cómo gestionar las cookies en tu navegador</h2>
        <p className={styles.paragraph}>
          Puedes ver, bloquear o borrar las cookies y el almacenamiento de los sitios desde la configuración
          de tu navegador. Los nombres de los menús pueden variar un poco según la versión.
        </p>
        <div className={styles.browserGrid}>
          {browserGuides.map((guide) => (
            <div key={guide.name} className={styles.browser}>
              <h3 className={styles.subTitle}>{guide.name}</h3>
              <ol className={styles.list}>
                {guide.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className={styles.note}>{BLOCKING_WARNING}</p>
      </section>
    </LegalLayout>
  );
}

function CookieTypeDetails({ type }: { type: CookieType }) {
  return (
    <div className={styles.section}>
      <p className={styles.paragraph}>{type.description}</p>
      {type.pupitreKeys.length > 0 ? (
        <>
          <p className={styles.paragraph}>Lo que guarda Pupitre:</p>
          <ul className={styles.list}>
            {type.pupitreKeys.map((key) => (
              <li key={key.name}>
                <code className={styles.code}>{key.name}</code> ({key.where}): {key.purpose}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.paragraph}>{NOTHING_STORED}</p>
      )}
      {type.commonExamples && (
        <p className={styles.paragraph}>
          {type.commonExamples.text}{' '}
          {type.commonExamples.names.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code className={styles.code}>{name}</code>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}
