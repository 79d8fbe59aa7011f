import { useEffect, useRef } from 'react';

export interface ErrorSummaryProps {
  title: string;
  messages: string[];
}

/** A list of errors that takes focus when it appears (server errors that belong to no field). */
export function ErrorSummary({ title, messages }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length) ref.current?.focus();
  }, [messages.length]);
  if (!messages.length) return null;
  return (
    <div ref={ref} className="j-error-summary" role="alert" tabIndex={-1}>
      <p className="j-error-summary__title">{title}</p>
      {messages.length === 1 ? <p>{messages[0]}</p> : <ul>{messages.map((m) => <li key={m}>{m}</li>)}</ul>}
    </div>
  );
}
