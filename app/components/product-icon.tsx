import type { ProductId } from "~/config/products";

/** Line icons for the products (decorative: the product name is always next to them). */
const paths: Record<ProductId, string> = {
  invoicing: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  sign: "M4 19c3-1 4-9 7-9s1 7 4 7 2-3 5-3M4 21h16",
  financing: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  erp: "M3 5h7v6H3zM14 5h7v3h-7zM14 12h7v7h-7zM3 15h7v4H3z",
  crm: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 8a2.5 2.5 0 1 1 0 5M18 15c2 .4 3 2 3 5",
  offerly: "M4 12l4-4 4 4 4-4 4 4M4 12v7h16v-7M9 19v-4h6v4",
  kyc: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
};

export function ProductIcon({ product, className = "size-6" }: { product: ProductId; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[product]} />
    </svg>
  );
}
