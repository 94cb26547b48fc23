/** The inline attribution and consent script, bundled at build time (scripts/build/browser-scripts-plugin.ts). */
declare module "virtual:attribution-script" {
  const code: string;
  export default code;
}

/** The address of the page enhancements module, bundled at build time (scripts/build/browser-scripts-plugin.ts). */
declare module "virtual:enhancements-module" {
  const src: string;
  export default src;
}

/** The address of the search page's own module, bundled at build time (scripts/build/browser-scripts-plugin.ts). */
declare module "virtual:search-module" {
  const src: string;
  export default src;
}
