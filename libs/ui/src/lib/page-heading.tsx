import { useEffect, useRef, type ReactNode } from 'react';

export interface PageHeadingProps {
  children: ReactNode;
  /** The document title; CONVENTIONS.md asks that it says when the page shows an error. */
  title: string;
  hasError?: boolean;
  errorPrefix?: string;
}

/** The screen's h1; it also sets the document title and takes focus on arrival so screen
 *  readers hear the new page after a client-side navigation. A visitor already in a field (one
 *  clicked on the server's page before it was live) keeps their place: the heading taking focus on
 *  hydration sent the rest of what they typed nowhere. */
export function PageHeading({ children, title, hasError, errorPrefix = 'Error' }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${hasError ? `${errorPrefix}: ` : ''}${title}`;
  }, [title, hasError, errorPrefix]);
  useEffect(() => {
    if (document.activeElement?.closest('input, select, textarea')) return;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="j-h1">
      {children}
    </h1>
  );
}
