/*
 * What the content editor at /admin (docs/cms.md) adds to Decap CMS, which runs this after its
 * bundle and provides `CMS`, `h` (React's createElement) and `createClass` as globals:
 *
 * - every language is checked before saving, as the build checks it: Decap CMS enforces required
 *   fields, list lengths and patterns in the default language only (decaporg/decap-cms#5653), so
 *   an empty English tagline would be saved and then fail the build;
 * - previews of a product page and a blog article as the site draws them, with the site's own
 *   stylesheet and classes. They show the language being edited; placeholders such as
 *   {trialDays} stay visible, as the build fills them in.
 */
(() => {
  const productIds = document.currentScript?.dataset.products ?? "";
  const stylesheet = document.querySelector('meta[name="site-stylesheet"]')?.getAttribute("content");
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);

  /** A value of the entry being edited, as plain data. */
  const value = (props, ...path) => {
    const found = props.entry.getIn(["data", ...path]);
    return found && typeof found.toJS === "function" ? found.toJS() : found;
  };

  const ProductPreview = createClass({
    render() {
      const features = value(this.props, "features") ?? [];
      const faqs = value(this.props, "faqs") ?? [];
      return h(
        "main",
        { className: "bg-white font-sans text-body" },
        h(
          "section",
          { className: "bg-gradient-to-b from-brand-50 to-white px-6 py-12" },
          value(this.props, "badge") &&
            h(
              "p",
              { className: "w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800" },
              value(this.props, "badge"),
            ),
          h("h1", { className: "mt-4 text-4xl font-bold tracking-tight text-ink" }, value(this.props, "name")),
          h("p", { className: "mt-4 text-xl text-body" }, value(this.props, "tagline")),
          h(
            "p",
            { className: "mt-6 w-fit rounded-control bg-brand-600 px-5 py-3 font-semibold text-white" },
            value(this.props, "freeStartText"),
          ),
          value(this.props, "trialInfo") && h("p", { className: "mt-3 text-sm text-muted" }, value(this.props, "trialInfo")),
        ),
        h(
          "section",
          { className: "px-6 py-10" },
          h("p", { className: "text-lg" }, value(this.props, "description")),
          h(
            "ul",
            { className: "mt-8 grid gap-4 sm:grid-cols-2" },
            features.map((feature, index) =>
              h(
                "li",
                { key: index, className: "rounded-card border border-line bg-white p-5 shadow-card" },
                h("h3", { className: "font-semibold text-ink" }, feature?.title),
                h("p", { className: "mt-2 text-sm" }, feature?.description),
              ),
            ),
          ),
        ),
        h(
          "section",
          { className: "bg-surface px-6 py-10" },
          faqs.map((faq, index) =>
            h(
              "details",
              { key: index, open: true, className: "mt-3 rounded-card border border-line bg-white p-5" },
              h("summary", { className: "font-semibold text-ink" }, faq?.question),
              h("p", { className: "mt-2" }, faq?.answer),
            ),
          ),
        ),
        h(
          "section",
          { className: "px-6 py-10 text-center" },
          h("h2", { className: "text-2xl font-bold text-ink" }, value(this.props, "ctaTitle")),
          h("p", { className: "mt-3" }, value(this.props, "ctaDescription")),
        ),
      );
    },
  });

  const ArticlePreview = createClass({
    render() {
      const image = value(this.props, "imageUrl");
      return h(
        "article",
        { className: "mx-auto max-w-3xl bg-white px-6 py-10 font-sans text-body" },
        h(
          "p",
          { className: "text-sm font-semibold text-brand-700" },
          `${value(this.props, "category") ?? ""} · ${value(this.props, "readTime") ?? ""} min`,
        ),
        h("h1", { className: "mt-3 text-4xl font-bold tracking-tight text-ink" }, value(this.props, "title")),
        h("p", { className: "mt-4 text-xl" }, value(this.props, "excerpt")),
        image &&
          h("img", {
            src: image,
            alt: value(this.props, "imageAlt") ?? "",
            className: "mt-8 aspect-video w-full rounded-card object-cover",
          }),
        h("div", { className: "prose-article mt-8" }, this.props.widgetFor("body")),
      );
    },
  });

  // The product files' names (their ids), from the script tag: a file collection previews by file name.
  for (const id of productIds.split(" ").filter(Boolean)) CMS.registerPreviewTemplate(id, ProductPreview);
  CMS.registerPreviewTemplate("blog", ArticlePreview);

  // The configuration the editor runs with: the fields, with their rules, of every collection.
  const configUrl = document.querySelector('link[rel="cms-config-url"]')?.getAttribute("href") ?? "config.yml";
  const config = fetch(configUrl).then((response) => response.json());

  /** What is wrong with `data` under `fields`: one line each, naming the field. */
  const problems = (fields, data, where) =>
    fields.flatMap((field) => {
      if (field.i18n === "duplicate") return [];
      const name = `${where}${field.label}`;
      const value = data?.[field.name];
      const empty = value === undefined || value === null || (typeof value === "string" && !value.trim());
      if (empty) return field.required === false ? [] : [`${name} is required`];
      if (field.widget === "object") return problems(field.fields, value, `${name} › `);
      if (field.widget === "list") {
        const items = Array.isArray(value) ? value : [];
        const count = [];
        if (field.min !== undefined && items.length < field.min) count.push(`${name} needs at least ${field.min} items`);
        if (field.max !== undefined && items.length > field.max) count.push(`${name} takes at most ${field.max} items`);
        const each = items.flatMap((item, index) =>
          field.fields
            ? problems(field.fields, item, `${name} ${index + 1} › `)
            : problems([{ ...field.field, label: `${index + 1}` }], { [field.field.name]: item }, `${name} `),
        );
        return [...count, ...each];
      }
      if (field.pattern && typeof value === "string" && !new RegExp(field.pattern[0]).test(value)) return [`${name} ${field.pattern[1]}`];
      return [];
    });

  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const { i18n, collections } = await config;
      const collection = collections.find((candidate) => candidate.name === entry.get("collection"));
      const fields = collection?.files ? collection.files.find((file) => file.name === entry.get("slug"))?.fields : collection?.fields;
      if (!fields || !collection.i18n) return entry.get("data");
      const found = i18n.locales.flatMap((locale) => {
        const data = locale === i18n.default_locale ? entry.get("data") : entry.getIn(["i18n", locale, "data"]);
        return problems(fields, data?.toJS?.() ?? {}, `${locale.toUpperCase()}: `);
      });
      if (found.length > 0) throw new Error(found.join("; "));
      return entry.get("data");
    },
  });
})();
