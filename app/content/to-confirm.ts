/**
 * The source a claim or a figure carries until the business has backed it (app/content/claims.yaml,
 * a landing page's proof figures). A module of its own, so the editor's previews can read it
 * without the claims loader's file access.
 */
export const unconfirmed = "to confirm";
