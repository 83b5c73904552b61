import * as z from 'zod/mini';

// The content model: one document per public page, one for site-wide settings, and the two
// legal documents that have no page. These schemas are the single source: the web app's
// types come from them, and web/content/schema.json, which the server validates stored
// documents with, is generated from them. Keep to what JSON Schema can express (no
// transforms, refinements or defaults), or the server would accept what the app refuses.

/** text is a string a page shows; an empty one would leave a hole in the page. */
const text = () => z.string().check(z.minLength(1));

const link = z.strictObject({ label: text(), href: text() });

const seo = z.strictObject({ title: text(), description: text() });

/** isoDate is a calendar date, "YYYY-MM-DD"; pages format it in code. */
const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const menuItem = z.strictObject({
  label: text(),
  href: text(),
  highlight: z.optional(z.boolean()),
  children: z.optional(z.array(link)),
});

const toast = z.strictObject({ title: text(), description: text() });

const siteSchema = z.strictObject({
  brand: z.strictObject({ name: text(), homeLabel: text() }),
  company: z.strictObject({
    name: text(),
    shortName: text(),
    street: text(),
    postalCode: text(),
    city: text(),
    country: text(),
    registry: text(),
    shareCapital: text(),
    founded: text(),
  }),
  contact: z.strictObject({
    phone: text(),
    phoneHref: text(),
    email: text(),
    supportEmail: text(),
    legalEmail: text(),
    privacyEmail: text(),
    complianceEmail: text(),
  }),
  header: z.strictObject({
    menu: z.array(menuItem),
    contactButton: link,
    openMenu: text(),
    closeMenu: text(),
    mainNavLabel: text(),
    mobileNavLabel: text(),
    submenuSuffix: text(),
  }),
  footer: z.strictObject({
    tagline: text(),
    columns: z.array(z.strictObject({ heading: text(), links: z.array(link) })),
    notice: text(),
    noticeLink: link,
    copyright: text(),
    legalLinks: z.array(link),
    adminLink: link,
  }),
  contactSection: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    panelHeading: text(),
    formHeading: text(),
    phoneLabel: text(),
    emailLabel: text(),
    supportLabel: text(),
    addressLabel: text(),
  }),
  contactForm: z.strictObject({
    formLabel: text(),
    nameLabel: text(),
    emailLabel: text(),
    subjectLabel: text(),
    subjectPlaceholder: text(),
    messageLabel: text(),
    submit: text(),
    sending: text(),
    success: toast,
    failure: toast,
  }),
});

/** policySchema is the shape every policy-like document shares (privacy, terms, the legal PDFs). */
const policySchema = z.strictObject({
  seo: z.optional(seo),
  title: text(),
  updated: isoDate(),
  intro: z.array(text()),
  sections: z.array(
    z.strictObject({
      heading: text(),
      paragraphs: z.array(text()),
      points: z.optional(z.array(text())),
    }),
  ),
});

// The page documents not yet modelled in full carry their SEO only.
const seoOnly = z.strictObject({ seo });

/** contentSchemas maps every content key to the schema of its document. */
export const contentSchemas = {
  site: siteSchema,
  home: seoOnly,
  research: seoOnly,
  'research-papers': seoOnly,
  'space-research': seoOnly,
  'qrs-coin': seoOnly,
  whitepaper: seoOnly,
  team: seoOnly,
  'global-partners': seoOnly,
  downloads: seoOnly,
  gallery: seoOnly,
  legal: seoOnly,
  privacy: policySchema,
  terms: policySchema,
  'download-site': seoOnly,
  'not-found': seoOnly,
  'token-sale-agreement': policySchema,
  'aml-kyc-policy': policySchema,
};

/** ContentKey names a content document ("/" → home, "/x" → x). */
export type ContentKey = keyof typeof contentSchemas;

/** ContentDocs maps each key to the type of its document. */
export type ContentDocs = { [K in ContentKey]: z.infer<(typeof contentSchemas)[K]> };
