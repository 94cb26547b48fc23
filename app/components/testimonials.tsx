import { Portrait } from "./portrait";

/** A customer's words: the quotation (already in its language's quotation marks), who said it, their role and company. */
export interface Testimonial {
  content: string;
  name: string;
  role: string;
  company: string;
  portrait?: string | undefined;
}

/** Up to three customers side by side, each with a portrait or designed initials (the home page and landing pages). */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="mt-10 grid gap-6 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <blockquote className="flex-1 text-lg text-ink">{item.content}</blockquote>
            <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-6">
              <Portrait src={item.portrait} name={item.name} index={index} className="size-12 text-base" />
              <span>
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-muted">{item.role}</span>
                <span className="block text-sm font-semibold text-brand-700">{item.company}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
