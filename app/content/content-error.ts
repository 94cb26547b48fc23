/** A problem in a content file: the message names the file, and the language and field where it can. */
export class ContentError extends Error {
  override name = "ContentError";
}
