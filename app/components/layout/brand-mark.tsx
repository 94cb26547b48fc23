/** The brand's mark: a white N on a blue tile, beside the brand's name in the header and the footer. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M9 23V9h3.2l7 9.4V9H23v14h-3.2l-7-9.4V23z" fill="#fff" />
    </svg>
  );
}
