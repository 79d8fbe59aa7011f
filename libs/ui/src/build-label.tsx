// A team can stamp a build (JOIN_BUILD_LABEL at build time) so a deploy can be recognised on
// the page; without a label nothing is drawn.
export function BuildLabel() {
  const label = process.env.JOIN_BUILD_LABEL;
  if (!label) return null;
  return (
    <p className="j-build-label" data-testid="build-label">
      {label}
    </p>
  );
}
