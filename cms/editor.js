/*
 * What the content editor at /admin (docs/cms.md) adds to Decap CMS, which runs this after its
 * bundle and provides `CMS`, `h` (React's createElement) and `createClass` as globals, and after
 * /admin/previews.js, which provides `sitePreviews`:
 *
 * - every language is checked before saving, as the build checks it: Decap CMS enforces required
 *   fields, list lengths and patterns in the default language only (decaporg/decap-cms#5653), so
 *   an empty English tagline would be saved and then fail the build;
 * - previews of a product page, a blog article and a landing page drawn by the site's own page components
 *   (cms/previews.tsx) with its stylesheet, in the language being edited, placeholders filled
 *   in as the build fills them.
 */
(() => {
  const productIds = document.currentScript?.dataset.products ?? "";
  const stylesheet = document.querySelector('meta[name="site-stylesheet"]')?.getAttribute("content");
  if (stylesheet) CMS.registerPreviewStyle(stylesheet);

  /**
   * A preview drawn by the site's own page components (cms/previews.tsx, loaded before this as
   * /admin/previews.js): the entry being edited, in the language of the preview pane.
   */
  const sitePreview = (draw) =>
    createClass({
      render() {
        const data = this.props.entry.get("data");
        const html = draw(this.props.locale || "fi", data && typeof data.toJS === "function" ? data.toJS() : {});
        return h("div", { className: "bg-white font-sans text-body", dangerouslySetInnerHTML: { __html: html } });
      },
    });

  // The product files' names (their ids), from the script tag: a file collection previews by file name.
  for (const id of productIds.split(" ").filter(Boolean))
    CMS.registerPreviewTemplate(
      id,
      sitePreview((lang, data) => sitePreviews.product(id, lang, data)),
    );
  CMS.registerPreviewTemplate(
    "blog",
    sitePreview((lang, data) => sitePreviews.article(lang, data)),
  );
  CMS.registerPreviewTemplate(
    "landing",
    sitePreview((lang, data) => sitePreviews.landing(lang, data)),
  );

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
        const each = items.flatMap((item, index) => {
          // A typed list (a landing page's sections): each item's fields are its type's.
          if (field.types) {
            const type = field.types.find((candidate) => candidate.name === item?.[field.typeKey ?? "type"]);
            return type
              ? problems(type.fields, item, `${name} ${index + 1} (${type.label}) › `)
              : [`${name} ${index + 1} has no known type`];
          }
          return field.fields
            ? problems(field.fields, item, `${name} ${index + 1} › `)
            : problems([{ ...field.field, label: `${index + 1}` }], { [field.field.name]: item }, `${name} `);
        });
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
        const values = data?.toJS?.() ?? {};
        // A landing page is published in the languages that have an address; the others are not checked.
        if (collection.name === "landing" && !String(values.path ?? "").trim()) return [];
        return problems(fields, values, `${locale.toUpperCase()}: `);
      });
      if (found.length > 0) throw new Error(found.join("; "));
      return entry.get("data");
    },
  });
})();
