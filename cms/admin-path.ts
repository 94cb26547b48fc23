/**
 * The editor's address; its other files live below `/admin/`. A module of its own, so the serving
 * rules (scripts/build/site-rules.ts) can name it without loading the editor's build (cms/admin.ts).
 */
export const adminPath = "/admin";
