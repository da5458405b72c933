import { useEffect } from 'react';
import { pageTitle } from './brand';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
