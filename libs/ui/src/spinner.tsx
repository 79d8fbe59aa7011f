export function Spinner({ label }: { label: string }) {
  return (
    <div className="j-loading" role="status" aria-live="polite">
      <span className="j-spinner" aria-hidden="true" />
      <span className="j-visually-hidden">{label}</span>
    </div>
  );
}
