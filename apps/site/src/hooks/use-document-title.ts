import { useEffect } from 'react';
import { PRODUCT_NAME } from '../brand/pupitre-brand';

/** '<page> | Pupitre', or the product name alone. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
