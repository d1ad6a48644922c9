import { useEffect } from 'react';
import { PRODUCT_NAME } from '@cytocampus/contracts';

/** '<page> | CytoCampus': the product name is the suffix of every page title. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
