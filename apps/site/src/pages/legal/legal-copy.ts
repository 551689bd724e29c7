import type { LegalDocument } from '@pupitre/ui/fragments';

/** A legal page's copy: everything but the address, which comes from the server (SITE_EMAIL). */
export type LegalCopy = Omit<LegalDocument, 'contact'> & { contact: { text: string } };
