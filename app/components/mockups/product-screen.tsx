/** Places a product's screen drawn at build time (`productScreenHtml` in screen.server.tsx). */
export function ProductScreen({ html, className, product }: { html: string; className?: string; product: string }) {
  return <div className={className} data-mockup={product} dangerouslySetInnerHTML={{ __html: html }} />;
}
