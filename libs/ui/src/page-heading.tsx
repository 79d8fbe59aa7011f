import { useEffect, useRef, type ReactNode } from 'react';

export interface PageHeadingProps {
  children: ReactNode;
  /** The document title; CONVENTIONS.md asks that it says when the page shows an error. */
  title: string;
  hasError?: boolean;
  errorPrefix?: string;
}

/** Where focus stays when a screen arrives: a field, the screen's error summary or a dialog, or anything inside the page's main area. */
const KEEPS_FOCUS = 'input, select, textarea, [role="alert"], [role="dialog"], #main';

/** The screen's h1; it also sets the document title and takes focus on arrival so screen
 *  readers hear the new page after a client-side navigation. A visitor already in a field (one
 *  clicked on the server's page before it was live) keeps their place: the heading taking focus on
 *  hydration sent the rest of what they typed nowhere. So does focus the screen put somewhere. */
export function PageHeading({ children, title, hasError, errorPrefix = 'Error' }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${hasError ? `${errorPrefix}: ` : ''}${title}`;
  }, [title, hasError, errorPrefix]);
  useEffect(() => {
    // In the next frame, before the browser lays it out: focusing brings style and layout up to
    // date at once, and done here that was the browser's whole first layout of the new screen
    // inside React's commit, one long task with it (hydrating the invite welcome, about a quarter
    // of its longest task at 4x CPU). The frame lays the screen out anyway.
    // Meanwhile the screen itself may have moved focus (its error summary, a dialog, a field).
    const frame = requestAnimationFrame(() => {
      if (document.activeElement?.closest(KEEPS_FOCUS)) return;
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="j-h1">
      {children}
    </h1>
  );
}
