/**
 * The product's mark: a drawn diamond rather than a "◆" text glyph, so it is a graphic (3:1
 * non-text contrast in both themes) and not text that contrast checks must guess about.
 */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 1.5 22.5 12 12 22.5 1.5 12Z" fill="currentColor" />
    </svg>
  );
}
