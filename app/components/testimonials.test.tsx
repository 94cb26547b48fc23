import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages } from "~/content/messages.server";
import { initials } from "./portrait";
import { TestimonialList } from "./testimonials";

/*
 * The shipped build publishes no testimonial or team member while they are examples (docs/decisions.md,
 * "Nothing fictional or unconfirmed is published"), so the browser suite cannot see them: the list
 * that draws them once they are real is checked here, with the content's own people.
 */
describe("a list of people's words", () => {
  const items = messages.en.home.testimonials.items;
  const html = renderToStaticMarkup(<TestimonialList items={items} />);
  const captions = [...html.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map(([, caption]) => caption!);

  it("names each person with their role and company", () => {
    expect(captions).toHaveLength(items.length);
    for (const [index, item] of items.entries())
      for (const part of [item.name, item.role, item.company]) expect(captions[index]).toContain(part);
  });

  it("gives each person their initials on a colour no one else in the list wears, until a photo is added", () => {
    const standIns = captions.map((caption) => /<span([^>]*data-portrait="initials"[^>]*)>([^<]*)<\/span>/.exec(caption));
    expect(standIns.map((match) => match?.[2])).toEqual(items.map((item) => initials(item.name)));
    const colours = standIns.map((match) =>
      / class="([^"]*)"/
        .exec(match?.[1] ?? "")?.[1]
        ?.split(" ")
        .find((name) => name.startsWith("bg-")),
    );
    expect(new Set(colours).size).toBe(items.length);
  });
});
