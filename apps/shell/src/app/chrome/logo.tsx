export function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="11" cy="16" r="9" fill="#0b5f8a" />
      <circle cx="21" cy="16" r="9" fill="#f2a900" fillOpacity="0.9" />
    </svg>
  );
}
