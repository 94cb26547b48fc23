/** The inline attribution and consent script, bundled at build time (scripts/inline-script-plugin.ts). */
declare module "virtual:attribution-script" {
  const code: string;
  export default code;
}
