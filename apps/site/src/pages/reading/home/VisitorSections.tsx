import { Button, Card, Link } from '@pupitre/ui';
import * as styles from '../HomePage.css';
import { communityStats, testimonial, whyJoin } from './home-content';

/** Sign-up banner, why-join and community stats: visitors only (reading-area §2, §6). */
export function VisitorSections() {
  return (
    <>
      <section className={styles.signup} aria-labelledby="home-signup">
        <h2 id="home-signup" className={styles.signupTitle}>
          Únete a la comunidad educativa de Pupitre
        </h2>
        <p>Crea tu cuenta para comentar, guardar tus artículos favoritos y aprender con otros.</p>
        <div className={styles.actions}>
          <Button asChild variant="secondary" size="lg">
            <Link href="/register">Crear cuenta gratis</Link>
          </Button>
          <Button asChild variant="ghost" size="lg" className={styles.onPrimaryGhost}>
            <Link href="/login">Iniciar sesión</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="home-why" className={styles.section}>
        <h2 id="home-why" className={styles.sectionTitle}>
          ¿Por qué unirte?
        </h2>
        <ul className={styles.cardGrid}>
          {whyJoin.map((reason) => (
            <li key={reason.title}>
              <Card padding="lg" className={styles.fill}>
                <h3 className={styles.cardTitle}>{reason.title}</h3>
                <p className={styles.cardText}>{reason.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-stats" className={styles.section}>
        <h2 id="home-stats" className={styles.sectionTitle}>
          Nuestra comunidad
        </h2>
        <dl className={styles.stats}>
          {communityStats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>«{testimonial.quote}»</blockquote>
          <figcaption>
            {testimonial.author}, {testimonial.role}
          </figcaption>
        </figure>
      </section>
    </>
  );
}
