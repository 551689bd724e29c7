export {
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
  newsletterStatuses,
} from './NewsletterBox';
export { type EmailRule, newsletterCopy, validateNewsletterEmail } from './newsletter-validation';
