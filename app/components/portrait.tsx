/**
 * A person's photo, round, or until the marketing team adds one (the content's optional
 * `portrait`, a file under public/images/people/), the brand's drawn stand-in. Decoration either
 * way: the name beside it says who it is.
 */
export function Portrait({ src, className = "size-14" }: { src?: string | undefined; className?: string }) {
  return (
    <img
      src={src ?? "/illustrations/portrait.svg"}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full object-cover ring-2 ring-white ${className}`}
      data-portrait={src ? "photo" : "placeholder"}
    />
  );
}
