/** The public site's links, one list for the header and the footer (issue 24: one header and footer on every public page). */
export interface SiteLink {
  to: string;
  label: string;
}

/** In the header: the product and what a visitor compares before signing up. */
export const HEADER_LINKS: readonly SiteLink[] = [
  { to: "/pricing", label: "Pricing" },
  { to: "/developers", label: "Developers" },
  { to: "/other-tools", label: "Tools" },
  { to: "/books", label: "Books" },
  { to: "/faqs", label: "FAQ" },
];

/** In the footer, in groups. */
export const FOOTER_GROUPS: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: "Product",
    links: [
      { to: "/", label: "Product" },
      { to: "/pricing", label: "Pricing" },
      { to: "/pdf-to-chat", label: "Chat with a PDF" },
      { to: "/downloads", label: "Downloads" },
      { to: "/changelog", label: "Changelog" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/developers", label: "Developers" },
      { to: "/other-tools", label: "Free tools" },
      { to: "/books", label: "Public-domain books" },
      { to: "/compare", label: "Compare" },
      { to: "/alternatives", label: "Alternatives" },
      { to: "/affiliate-program", label: "Affiliate programme" },
      { to: "/faqs", label: "FAQ" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy" },
      { to: "/terms", label: "Terms" },
      { to: "/delete", label: "Delete your account" },
    ],
  },
];
