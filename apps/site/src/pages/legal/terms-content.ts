import type { LegalSection } from '@pupitre/ui/fragments';
import type { LegalCopy } from './legal-copy';
import terms from './terms.json';

// The terms are text alone, so they are kept as data: the header, then the spec's nine sections in
// its order (accounts-admin §2 "Legal pages").
export const termsDocument: LegalCopy = terms.document;
export const termsSections: LegalSection[] = terms.sections;
