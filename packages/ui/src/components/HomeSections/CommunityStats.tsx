import * as styles from './HomeSections.css';

export interface CommunityStat {
  label: string;
  /** As it should read: '5K+', '98 %'. */
  value: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export interface CommunityStatsProps {
  stats: readonly CommunityStat[];
  testimonial?: Testimonial;
}

/** The community in figures, and one reader's words. */
export function CommunityStats({ stats, testimonial }: CommunityStatsProps) {
  return (
    <>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {testimonial && (
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>«{testimonial.quote}»</blockquote>
          <figcaption>
            {testimonial.author}, {testimonial.role}
          </figcaption>
        </figure>
      )}
    </>
  );
}
