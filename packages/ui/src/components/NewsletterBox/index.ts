export {
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
  newsletterStatuses,
} from './NewsletterBox';
export { newsletterCopy, validateNewsletterEmail } from './newsletter-validation';
