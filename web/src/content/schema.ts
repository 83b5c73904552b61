import * as z from 'zod/mini';
import { LINK_PATTERN } from '@/lib/site-rules';

// The content model: one document per public page, one for site-wide settings, and the two
// legal documents that have no page. These schemas are the single source: the web app's
// types come from them, and web/content/schema.json, which the server validates stored
// documents with, is generated from them. Keep to what JSON Schema can express (no
// transforms, refinements or defaults), or the server would accept what the app refuses.
//
// Texts may hold {name} slots that the page fills in (see lib/fill-template.ts); the slots a
// text offers are named beside its field.

/** text is a string a page shows; an empty one would leave a hole in the page. */
const text = () => z.string().check(z.minLength(1));

/** isoDate is a calendar date, "YYYY-MM-DD"; pages format it in code. */
const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** percent is a whole share of 100. */
const percent = () => z.int().check(z.minimum(0), z.maximum(100));

/** color is a CSS hex colour, the only kind the charts and accents take. */
const color = () => z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * href is where a link leads: a page or section of this site ("/team", "/#contact", "#top"),
 * another site over http(s), an e-mail address (mailto:) or a phone number (tel:). Nothing
 * that runs code (javascript:, data:), no address of another site without its scheme
 * ("//host"), no control characters. The pattern is the one link rule of
 * web/content/rules.json, which the server checks the records' links with too.
 */
export const HREF_PATTERN = LINK_PATTERN;
const href = () => z.string().check(z.regex(HREF_PATTERN));

const link = z.strictObject({ label: text(), href: href() });

/**
 * seo is what a page says about itself to search engines and link previews: its title and
 * description, the picture a shared link shows (an uploaded image and its description) and
 * whether search engines are asked to leave the page out (hidden pages are not in the
 * sitemap either).
 */
const seo = z.strictObject({
  title: text(),
  description: text(),
  image: z.optional(text()),
  imageAlt: z.optional(text()),
  hidden: z.optional(z.boolean()),
});

/** A stat is a figure with its caption ("133" "Patients"). */
const stat = z.strictObject({ value: text(), label: text() });

/** A titled item is the most common card: a title and its description. */
const titled = z.strictObject({ title: text(), description: text() });

const quote = z.strictObject({ quote: text(), name: text(), title: z.optional(text()) });

/** The top band of an inner page. */
const pageHero = z.strictObject({ eyebrow: text(), title: text(), lead: text() });

/** The loading, error and empty texts of a page that shows an API list. */
const listTexts = z.strictObject({
  loading: text(),
  error: text(),
  tryLater: text(),
  emptyTitle: text(),
  empty: text(),
});

const menuItem = z.strictObject({
  label: text(),
  href: href(),
  highlight: z.optional(z.boolean()),
  children: z.optional(z.array(link)),
});

const toast = z.strictObject({ title: text(), description: text() });

const siteSchema = z.strictObject({
  /** timeZone is where the company is (an IANA name such as "Europe/Vaduz"): scheduled publishing is set in it. */
  timeZone: z.optional(z.string().check(z.regex(/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/))),
  skipLink: text(),
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
    /** phoneHref is the number as a tel: link takes it, digits and a leading +. */
    phoneHref: z.string().check(z.regex(/^\+?\d+$/)),
    email: text(),
    supportEmail: text(),
    legalEmail: text(),
    privacyEmail: text(),
    complianceEmail: text(),
  }),
  header: z.strictObject({
    /** homeLabel names the logo's link to the home page. */
    homeLabel: text(),
    menu: z.array(menuItem),
    contactButton: link,
    openMenu: text(),
    closeMenu: text(),
    mainNavLabel: text(),
    mobileNavLabel: text(),
    /** submenuToggle names a chevron button; slot {label}. */
    submenuToggle: text(),
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
    honeypotLabel: text(),
    submit: text(),
    sending: text(),
    success: toast,
    failure: toast,
    /** waitNotice follows the server's refusal of one message too many; slot {minutes}, the
     * wait the server gave, rounded up. Optional: a site made before it shows the refusal alone. */
    waitNotice: z.optional(text()),
  }),
  /** ui holds the words of shared controls and of the policy pages' frame. */
  ui: z.strictObject({
    close: text(),
    policyEyebrow: text(),
    /** policyUpdated introduces a policy's date; slot {date}. */
    policyUpdated: text(),
  }),
});

const roadmapStatus = z.enum(['completed', 'ongoing', 'planned']);

const homeSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text(),
    headline: text(),
    intro: text(),
    quote,
    aboutButton: link,
    coinButton: link,
    imageAlt: text(),
  }),
  about: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    paragraphs: z.array(text()),
    facts: z.array(stat),
  }),
  benefits: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    family: z.array(titled),
    cellularHeading: text(),
    cellular: z.array(z.strictObject({ metric: text(), title: text(), description: text() })),
    energyHeading: text(),
    energyLead: text(),
    energyLevels: z.array(z.strictObject({ level: text(), energy: percent(), color: color(), description: text() })),
    walking: z.strictObject({
      heading: text(),
      walking: stat,
      treatment: stat,
      equalsLabel: text(),
      factor: text(),
      factorLabel: text(),
      text: text(),
    }),
    cta: link,
  }),
  technology: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    keyTechnologies: z.array(titled),
    background: z.strictObject({
      heading: text(),
      points: z.array(text()),
      /** fieldFacts are the field strengths compared; the research paper tabulates them with their notes. */
      fieldFacts: z.array(z.strictObject({ value: text(), label: text(), note: text() })),
    }),
    quote,
  }),
  clinicalStudy: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    stats: z.array(stat),
    topHeading: text(),
    topLead: text(),
    /** topCount is how many of the results, from the first, are the top performers. */
    topCount: z.int().check(z.minimum(0)),
    /** topRank labels a top performer's place; slot {rank}. */
    topRank: text(),
    improvedLabel: text(),
    allHeading: text(),
    tableLabel: text(),
    tableCaption: text(),
    columns: z.strictObject({ condition: text(), improved: text(), unchanged: text(), worse: text(), result: text() }),
    /** badges name a result by its improvement (thresholds 80, 70, 60 are the product's). */
    badges: z.strictObject({ excellent: text(), veryGood: text(), good: text(), moderate: text() }),
    results: z.array(z.strictObject({ condition: text(), improvement: percent(), unchanged: percent(), worse: percent() })),
  }),
  researchNetwork: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    leadershipHeading: text(),
    leadership: z.array(z.strictObject({ role: text(), name: text(), specialty: text() })),
    institutionsHeading: text(),
    institutions: z.array(z.strictObject({ name: text(), leader: text(), specialty: text() })),
    universitiesHeading: text(),
    universitiesLabel: text(),
    universityColumns: z.strictObject({ country: text(), university: text(), focus: text(), status: text() }),
    universities: z.array(z.strictObject({ country: text(), university: text(), focus: text(), status: text() })),
    certificationsHeading: text(),
    mediaHeading: text(),
    media: z.array(z.strictObject({ outlet: text(), topic: text() })),
    literatureHeading: text(),
    literature: z.array(z.strictObject({ title: text(), author: text(), note: text() })),
    publicationsHeading: text(),
    publicationLinks: z.strictObject({
      search: text(),
      doi: text(),
      /** newTab is read after a link's text by screen readers; slot {title}. */
      newTab: text(),
    }),
    publications: z.array(
      z.strictObject({
        title: text(),
        source: text(),
        year: z.string().check(z.regex(/^\d{4}$/)),
        topic: text(),
        searchTerms: text(),
        /** doi is the confirmed DOI ("10.…/…"; a doi.org address is accepted too); never invent one. */
        doi: z.optional(text()),
      }),
    ),
  }),
  products: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    claims: z.array(stat),
    labels: z.strictObject({ features: text(), applications: text(), specifications: text() }),
    devices: z.array(
      z.strictObject({
        name: text(),
        category: text(),
        description: text(),
        image: text(),
        imageAlt: text(),
        features: z.array(text()),
        applications: z.array(text()),
        specifications: z.array(z.strictObject({ label: text(), value: text() })),
        color: color(),
      }),
    ),
    innovationsHeading: text(),
    innovations: z.array(z.strictObject({ title: text(), description: text(), benefit: text() })),
    compatibilityLabel: text(),
    compatibility: text(),
  }),
  coinPromotion: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    offer: z.strictObject({ title: text(), headline: text(), text: text() }),
    utilities: z.array(titled),
    missionHeading: text(),
    mission: z.array(text()),
    cta: link,
    learnMore: link,
  }),
  expertQuotes: z.strictObject({ eyebrow: text(), heading: text(), quotes: z.array(quote) }),
});

/** The tables the research paper draws from other parts of the content, so no figure is typed twice. */
const paperTable = z.enum(['field-strengths', 'study-figures', 'clinical-results', 'patents', 'ion-study']);

const researchSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text(),
    title: text(),
    lead: text(),
    download: text(),
  }),
  endorsements: z.strictObject({ heading: text(), quotes: z.array(quote) }),
  principles: z.strictObject({ heading: text(), items: z.array(z.strictObject({ title: text(), text: text() })) }),
  process: z.strictObject({
    heading: text(),
    /** stepLabel numbers a step; slot {n}. */
    stepLabel: text(),
    steps: z.array(z.strictObject({ title: text(), text: text() })),
  }),
  patents: z.strictObject({
    heading: text(),
    lead: text(),
    /** issuedLabel introduces a patent's issue date; slot {date}. */
    issuedLabel: text(),
    items: z.array(
      z.strictObject({
        number: text(),
        title: text(),
        /** issued is the year of grant ("YYYY") or, once confirmed, the day ("YYYY-MM-DD"). */
        issued: z.string().check(z.regex(/^\d{4}(-\d{2}-\d{2})?$/)),
      }),
    ),
  }),
  benefits: z.strictObject({ heading: text(), items: z.array(z.strictObject({ title: text(), points: z.array(text()) })) }),
  ionStudy: z.strictObject({
    heading: text(),
    lead: text(),
    columns: z.strictObject({ ion: text(), treated: text(), control: text(), difference: text() }),
    rows: z.array(z.strictObject({ ion: text(), treated: text(), control: text(), difference: text() })),
  }),
  comparison: z.strictObject({
    heading: text(),
    featureColumn: text(),
    columns: z.array(text()),
    rows: z.array(z.strictObject({ feature: text(), values: z.array(text()) })),
  }),
  certifications: z.strictObject({ heading: text(), items: z.array(titled) }),
  /** paper is the complete research paper, the PDF served at /api/research-paper. */
  paper: z.strictObject({
    title: text(),
    subtitle: text(),
    fileName: z.string().check(z.regex(/^[A-Za-z0-9._-]+\.pdf$/)),
    /** tableColumns head the paper's tables drawn from the home document. */
    tableColumns: z.strictObject({
      fieldStrengths: z.strictObject({ field: text(), value: text(), note: text() }),
      studyFigures: z.strictObject({ figure: text(), value: text() }),
      patents: z.strictObject({ number: text(), title: text(), issued: text() }),
    }),
    sections: z.array(
      z.strictObject({
        heading: text(),
        paragraphs: z.array(text()),
        points: z.optional(z.array(text())),
        /**
         * table names a table drawn after the section's text: field-strengths (home
         * technology.background.fieldFacts), study-figures (home clinicalStudy.stats),
         * clinical-results (home clinicalStudy.results), patents and ion-study (this document).
         */
        table: z.optional(paperTable),
      }),
    ),
  }),
});

const researchPapersSchema = z.strictObject({
  seo,
  hero: pageHero,
  list: listTexts,
  labels: z.strictObject({ authors: text(), journal: text(), published: text() }),
  downloadPdf: text(),
  /** downloadNewTab is read after the link's text by screen readers; slot {title}. */
  downloadNewTab: text(),
});

const spaceResearchSchema = z.strictObject({
  seo,
  hero: pageHero,
  sections: z.array(z.strictObject({ heading: text(), paragraphs: z.array(text()) })),
  closing: text(),
  links: z.array(link),
});

const roadmapItem = z.strictObject({ period: text(), title: text(), description: text(), status: roadmapStatus });

const qrsCoinSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text(), title: text(), lead: text(), primaryCta: link, secondaryCta: link }),
  objective: z.strictObject({ heading: text(), text: text() }),
  offer: z.strictObject({
    heading: text(),
    price: text(),
    rate: text(),
    discount: text(),
    text: text(),
    utilities: z.array(titled),
  }),
  dexBanner: z.strictObject({ badge: text(), heading: text(), text: text() }),
  wallets: z.strictObject({
    heading: text(),
    lead: text(),
    /** connect is a wallet card's button; slot {wallet}. */
    connect: text(),
    items: z.array(z.strictObject({ name: text(), description: text() })),
  }),
  roadmap: z.strictObject({
    heading: text(),
    statusLabels: z.strictObject({ completed: text(), ongoing: text(), planned: text() }),
    items: z.array(roadmapItem),
  }),
});

const whitepaperSchema = z.strictObject({
  seo,
  hero: pageHero,
  contentsHeading: text(),
  contentsLabel: text(),
  sections: z.array(
    z.strictObject({
      id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
      title: text(),
      paragraphs: z.array(text()),
      points: z.optional(z.array(text())),
      /** show places a block after the section's text: the allocation chart, the roadmap (from qrs-coin) or the contact links. */
      show: z.optional(z.enum(['tokenomics', 'roadmap', 'contact-links'])),
    }),
  ),
  tokenomics: z.strictObject({
    totalSupply: z.int().check(z.minimum(1)),
    /** centerLabel is under the supply in the chart's middle. */
    centerLabel: text(),
    /** totalLine states the supply; slot {total}. */
    totalLine: text(),
    tableCaption: text(),
    columns: z.strictObject({ allocation: text(), coins: text(), share: text() }),
    allocation: z.array(
      z.strictObject({ label: text(), amount: z.int().check(z.minimum(0)), percent: z.number().check(z.minimum(0), z.maximum(100)), color: color() }),
    ),
  }),
  contactLinks: z.array(link),
});

const teamSchema = z.strictObject({
  seo,
  hero: pageHero,
  list: listTexts,
  /** portraitAlt describes a member's photo; slot {name}. */
  portraitAlt: text(),
});

const partnerGroup = z.strictObject({ heading: text(), badge: text() });

const globalPartnersSchema = z.strictObject({
  seo,
  hero: pageHero,
  list: listTexts,
  /** groups name the directory's groups and card badges by partner type; any type but clinic or distributor is research. */
  groups: z.strictObject({ clinic: partnerGroup, distributor: partnerGroup, research: partnerGroup }),
  servicesLabel: text(),
  visitWebsite: text(),
  /** visitWebsiteNewTab is read after the link's text by screen readers; slot {name}. */
  visitWebsiteNewTab: text(),
});

const downloadsSchema = z.strictObject({
  seo,
  hero: pageHero,
  usage: z.strictObject({
    heading: text(),
    lead: text(),
    steps: z.array(titled),
    sideEffects: z.strictObject({ title: text(), text: text() }),
  }),
  downloadsHeading: text(),
  list: listTexts,
  /** uncategorised heads the downloads saved without a category. */
  uncategorised: text(),
  fileKinds: z.strictObject({ pdf: text(), image: text() }),
  actions: z.strictObject({ pdf: text(), image: text() }),
  labels: z.strictObject({ authors: text(), journal: text(), published: text() }),
  toasts: z.strictObject({
    popupBlocked: toast,
    /** started's description has the slot {file}. */
    started: toast,
    failed: toast,
  }),
  contactCta: z.strictObject({ heading: text(), text: text(), button: link }),
});

const gallerySchema = z.strictObject({
  seo,
  hero: pageHero,
  tabs: z.strictObject({ label: text(), images: text(), videos: text() }),
  filter: z.strictObject({ label: text(), all: text() }),
  loadingImages: text(),
  loadingVideos: text(),
  noImages: text(),
  noVideos: text(),
  /** openImage and playVideo name the grid's buttons; slot {title}. */
  openImage: text(),
  playVideo: text(),
  lightbox: z.strictObject({
    /** counter has the slots {n} and {total}. */
    counter: text(),
    previous: text(),
    next: text(),
  }),
  video: z.strictObject({
    /** category has the slot {category}. */
    category: text(),
    watch: text(),
  }),
});

const legalSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text(),
    title: text(),
    /** lead has the slot {company}. */
    lead: text(),
  }),
  compliance: z.strictObject({
    heading: text(),
    items: z.array(z.strictObject({ title: text(), status: text(), description: text() })),
  }),
  risk: z.strictObject({ heading: text(), items: z.array(text()) }),
  documents: z.strictObject({
    heading: text(),
    /** pdfLabel names a document's link; slot {title}. */
    pdfLabel: text(),
    items: z.array(z.strictObject({ title: text(), description: text(), href: z.string().check(z.regex(/^\/legal\/[a-z0-9-]+\.pdf$/)) })),
    readOnline: text(),
    onlineLinks: z.array(link),
    and: text(),
  }),
  companyInfo: z.strictObject({
    heading: text(),
    labels: z.strictObject({ company: text(), seat: text(), register: text(), shareCapital: text(), founded: text() }),
  }),
  contacts: z.strictObject({
    heading: text(),
    labels: z.strictObject({ legal: text(), compliance: text(), privacy: text() }),
  }),
  disclaimer: z.strictObject({ heading: text(), text: text() }),
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

const downloadSiteSchema = z.strictObject({
  seo,
  hero: pageHero,
  card: z.strictObject({
    genericName: text(),
    namePattern: text(),
    fileNameLabel: text(),
    sizeLabel: text(),
    archiveKind: text(),
    sizeUnknown: text(),
    download: text(),
    error: text(),
  }),
  /** purpose says, in a site owner's words, what the package is for (a copy to keep, a second
   * host, a presentation without internet). Optional: a site made before it goes without. */
  purpose: z.optional(z.strictObject({ heading: text(), items: z.array(z.strictObject({ title: text(), text: text() })) })),
  insideHeading: text(),
  inside: z.array(z.strictObject({ title: text(), text: text() })),
  howToHeading: text(),
  /** unpack is the first step, followed by the command "tar -xzf <file>". */
  unpack: text(),
  steps: z.array(text()),
});

const notFoundSchema = z.strictObject({
  seo,
  heading: text(),
  text: text(),
  homeButton: link,
});

/** contentSchemas maps every content key to the schema of its document. */
export const contentSchemas = {
  site: siteSchema,
  home: homeSchema,
  research: researchSchema,
  'research-papers': researchPapersSchema,
  'space-research': spaceResearchSchema,
  'qrs-coin': qrsCoinSchema,
  whitepaper: whitepaperSchema,
  team: teamSchema,
  'global-partners': globalPartnersSchema,
  downloads: downloadsSchema,
  gallery: gallerySchema,
  legal: legalSchema,
  privacy: policySchema,
  terms: policySchema,
  'download-site': downloadSiteSchema,
  'not-found': notFoundSchema,
  'token-sale-agreement': policySchema,
  'aml-kyc-policy': policySchema,
};

/** ContentKey names a content document ("/" → home, "/x" → x, the 404 page → not-found). */
export type ContentKey = keyof typeof contentSchemas;

/** ContentDocs maps each key to the type of its document. */
export type ContentDocs = { [K in ContentKey]: z.infer<(typeof contentSchemas)[K]> };

/** Seo is what a page says about itself to browsers and search engines. */
export type Seo = z.infer<typeof seo>;

/** Quote is a statement with its author and, when known, the author's title. */
export type Quote = z.infer<typeof quote>;

/** RoadmapItem is one step of the listing roadmap. */
export type RoadmapItem = z.infer<typeof roadmapItem>;

/** RoadmapStatus is a roadmap item's state. */
export type RoadmapStatus = z.infer<typeof roadmapStatus>;

/** PolicyDoc is a policy-like document (privacy, terms, the legal PDFs). */
export type PolicyDoc = z.infer<typeof policySchema>;

/** Publication is a publication card of the research network. */
export type Publication = ContentDocs['home']['researchNetwork']['publications'][number];

/** PaperTable names a table the research paper draws from the content. */
export type PaperTable = z.infer<typeof paperTable>;
