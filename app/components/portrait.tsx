/**
 * A person's photo, round, or until the marketing team adds one (the content's optional
 * `portrait`, a file under public/images/people/), their initials on a colour of their own: each
 * person looks like someone, and no two people of a list share one stand-in (the colour follows
 * the person's place in the list, so six in a row all differ). Decoration either way: the name
 * beside it says who it is.
 */
const tones = [
  "bg-brand-100 text-brand-800",
  "bg-emerald-100 text-emerald-900",
  "bg-amber-100 text-amber-900",
  "bg-violet-100 text-violet-900",
  "bg-rose-100 text-rose-900",
  "bg-sky-100 text-sky-900",
] as const;

/** The first letters of the first and last name: "Laura Niemi" → "LN". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.charAt(0) ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase();
}

export function Portrait({
  src,
  name,
  index,
  className = "size-14 text-lg",
}: {
  src?: string | undefined;
  name: string;
  /** The person's place in their list, which picks their colour. */
  index: number;
  className?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={`shrink-0 rounded-full object-cover ring-2 ring-white ${className}`}
        data-portrait="photo"
      />
    );
  return (
    <span
      aria-hidden="true"
      data-portrait="initials"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold tracking-wide ring-2 ring-white ${tones[index % tones.length]} ${className}`}
    >
      {initials(name)}
    </span>
  );
}
