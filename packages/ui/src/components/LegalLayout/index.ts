export {
  LegalBlock,
  type LegalBlockProps,
  type LegalGuide,
  LegalGuideGrid,
  LegalNote,
} from './LegalBlock';
export { type LegalDocument, LegalLayout, type LegalLayoutProps, type LegalSection } from './LegalLayout';
