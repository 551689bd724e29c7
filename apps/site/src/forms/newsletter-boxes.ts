/** The site's newsletter boxes, by the name each posts without scripts (NewsletterBox's `formName`). */
export const NEWSLETTER_BOXES = { footer: 'newsletter-pie', category: 'newsletter-categoria' } as const;
export type NewsletterBoxName = (typeof NEWSLETTER_BOXES)[keyof typeof NEWSLETTER_BOXES];

/** What a box shows after it was posted without scripts: the same views as with them. */
export type NewsletterPostOutcome = { box: string; email: string } & (
  | { kind: 'problem'; problem: string }
  | { kind: 'success' }
  | { kind: 'error'; message: string }
);
