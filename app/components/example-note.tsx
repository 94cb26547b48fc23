/**
 * Says that the content beside it is an example (fictional people, placeholder contact details),
 * so that no visitor takes it for fact; the loader passes the text only while the content's flag
 * in app/content/site.json is true (app/content/examples.ts).
 */
export function ExampleNote({ text, onDark = false, className = "" }: { text: string | undefined; onDark?: boolean; className?: string }) {
  if (!text) return null;
  return (
    <p className={`text-sm ${onDark ? "text-amber-500" : "text-amber-900"} ${className}`} data-example-note>
      {text}
    </p>
  );
}
