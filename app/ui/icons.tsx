/**
 * The site's one icon set (docs/design-language.md, "Icons"): line icons on a 24-pixel grid,
 * drawn with a 2-pixel round stroke in the current text colour, so they take the colour and
 * size of their context. Shapes follow Lucide (ISC licence). Icons are decorative: the text
 * beside them, or the control's accessible name, says what they mean. The product screens
 * add a few of their own (components/mockups/mockup-parts.tsx), drawn the same way.
 */

export const iconPaths = {
  // Interface
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronDown: "M6 9l6 6 6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
  plus: "M12 5v14M5 12h14",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  phone: "M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  calendar: "M4 6h16v14H4zM4 10h16M9 3v4M15 3v4",
  rss: "M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14M6 19a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  euro: "M18 7a7 7 0 1 0 0 10M4 10h9M4 14h9",
  headset:
    "M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2zM20 15a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2zM18 17c0 2-2 3-5 3",
  rocket:
    "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-3 3.5-6.5 8-8 1.5-.5 4-1 6-1 0 2-.5 4.5-1 6-1.5 4.5-5 7-8 8zM15 9.5a.5.5 0 1 0 0-1",
  // Products
  invoicing: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  sign: "M4 19c3-1 4-9 7-9s1 7 4 7 2-3 5-3M4 21h16",
  financing: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  erp: "M3 5h7v6H3zM14 5h7v3h-7zM14 12h7v7h-7zM3 15h7v4H3z",
  crm: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 8a2.5 2.5 0 1 1 0 5M18 15c2 .4 3 2 3 5",
  offerly: "M4 12l4-4 4 4 4-4 4 4M4 12v7h16v-7M9 19v-4h6v4",
  kyc: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  // Cleaning ERP features
  building: "M4 21V7l8-4 8 4v14M9 21v-6h6v6M9 10h.01M15 10h.01",
  shifts: "M4 6h16v14H4zM4 10h16M9 3v4M15 3v4M8 14h3M13 14h3M8 17h3",
  layers: "M12 3l9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5",
  route: "M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6",
  // Social media
  facebook: "M17 3h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V7.5a.5.5 0 0 1 .5-.5H17z",
  linkedin: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  instagram: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01",
} as const;

export type IconName = keyof typeof iconPaths;

export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return <LineIcon path={iconPaths[name]} className={className} />;
}

/** The drawing of every icon: one path on the 24-pixel grid, in the set's stroke. */
export function LineIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
