import * as z from 'zod/mini';
import { IMAGE_PATTERN, LINK_PATTERN, richTextRules } from '@/lib/site-rules';

// The content model: one document per public page, one for site-wide settings, and the two
// legal documents that have no page. These schemas are the single source: the web app's
// types come from them, and web/content/schema.json, which the server validates stored
// documents with, is generated from them. Keep to what JSON Schema can express (no
// transforms, refinements or defaults), or the server would accept what the app refuses.
//
// Texts may hold {name} slots that the page fills in (see lib/fill-template.ts); the slots a
// text offers are named beside its field.

/**
 * Every text and list of a document has a most it may hold, so that no document can make a
 * page too large to render or to send: the server refuses a document over a limit (it
 * validates with the JSON Schema made from these), and the editor says so before sending.
 * A list holds a handful of entries (a menu, the figures of a band), tens (cards, links,
 * steps, a roadmap) or, for long tables and documents, up to a hundred. A text is a label or
 * heading, a paragraph of a page, or a paragraph of a long document (the policies, the
 * research paper, the whitepaper).
 */
const FEW = 12;
const SOME = 40;
const MANY = 100;
const SHORT = 300;
const PROSE = 3000;
const BODY = 20000;

/** text is a string a page shows; an empty one would leave a hole in the page. */
const text = (max: number = SHORT) => z.string().check(z.minLength(1), z.maxLength(max));

/** list is a list of item holding at most max entries. */
function list<T extends z.ZodMiniType>(item: T, max: number) {
  return z.array(item).check(z.maxLength(max));
}

/** isoDate is a calendar date, "YYYY-MM-DD"; pages format it in code. */
const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.maxLength(10));

/** percent is a whole share of 100. */
const percent = () => z.int().check(z.minimum(0), z.maximum(100));

/** color is a CSS hex colour, the only kind the charts and accents take. */
const color = () => z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/), z.maxLength(7));

/** MAX_URL is the longest address a link or an image may have. */
const MAX_URL = 2000;

/**
 * href is where a link leads: a page or section of this site ("/team", "/#contact", "#top"),
 * another site over http(s), an e-mail address (mailto:) or a phone number (tel:). Nothing
 * that runs code (javascript:, data:), no address of another site without its scheme
 * ("//host"), no control characters. The pattern is the one link rule of
 * web/content/rules.json, which the server checks the records' links with too.
 */
export const HREF_PATTERN = LINK_PATTERN;
const href = () => z.string().check(z.regex(HREF_PATTERN), z.maxLength(MAX_URL));

/**
 * imageSrc is where a picture comes from: an upload or another file of this site
 * ("/uploads/…"), or an image on another site over http(s); by the image rule of
 * web/content/rules.json, which is the link rule without sections, e-mail and phone.
 */
const imageSrc = () => z.string().check(z.regex(IMAGE_PATTERN), z.maxLength(MAX_URL));

/** SLUG_PATTERN is a page's address segment: lower-case letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = () => z.string().check(z.regex(SLUG_PATTERN), z.maxLength(80));

const link = z.strictObject({ label: text(), href: href() });

// Rich text (docs/rich-text.md): a plain string as before, or a document in the JSON form of
// ProseMirror, the editor's own model, cut down to paragraphs, flat lists, bold, italic and
// links. Every object is strict, so no attribute, style or node the table does not name can
// be stored; the total length of a document's texts is checked beside the schema
// (lib/rich-text.ts, internal/richtext), as JSON Schema cannot add lengths up.

/** The most inline nodes a paragraph holds, and marks a text carries (bold, italic, a link): web/content/rules.json, read by the server's records too. */
const RICH_INLINES = richTextRules.inlines;
const RICH_MARKS = richTextRules.marks;

/** RICH_PROSE and RICH_BODY are a rich text's most blocks and list items, by kind. */
const RICH_PROSE = { blocks: richTextRules.prose.blocks, items: richTextRules.prose.items };
const RICH_BODY = { blocks: richTextRules.body.blocks, items: richTextRules.body.items };

const boldMark = z.strictObject({ type: z.literal('bold') });
const italicMark = z.strictObject({ type: z.literal('italic') });

/** A link mark leads where the one link rule allows; target is set only by the editor's explicit "new window". */
const linkMark = z.strictObject({
  type: z.literal('link'),
  attrs: z.strictObject({ href: href(), target: z.optional(z.literal('_blank')) }),
});

const richMark = z.union([boldMark, italicMark, linkMark]);

const richTextNode = (max: number) =>
  z.strictObject({ type: z.literal('text'), text: text(max), marks: z.optional(list(richMark, RICH_MARKS)) });

const richParagraph = (max: number) =>
  z.strictObject({ type: z.literal('paragraph'), content: z.array(richTextNode(max)).check(z.minLength(1), z.maxLength(RICH_INLINES)) });

// A kind's paragraph and rich text are one schema each, named in schema.json's $defs of every
// document that holds them: written out at each of their hundreds of places, schema.json
// would grow sixteenfold, and with it every bundle that reads it.
const proseParagraph = richParagraph(PROSE).register(z.globalRegistry, { id: 'RichProseParagraph' });
const bodyParagraph = richParagraph(BODY).register(z.globalRegistry, { id: 'RichBodyParagraph' });

type RichParagraphSchema = typeof proseParagraph;

/** A list item holds exactly one paragraph: lists do not nest. */
const richListItem = (paragraph: RichParagraphSchema) =>
  z.strictObject({ type: z.literal('listItem'), content: z.array(paragraph).check(z.minLength(1), z.maxLength(1)) });

const richList = <T extends 'bulletList' | 'orderedList'>(type: T, paragraph: RichParagraphSchema, items: number) =>
  z.strictObject({ type: z.literal(type), content: z.array(richListItem(paragraph)).check(z.minLength(1), z.maxLength(items)) });

const richDoc = (paragraph: RichParagraphSchema, limits: { blocks: number; items: number }) =>
  z.strictObject({
    type: z.literal('doc'),
    content: z
      .array(z.union([paragraph, richList('bulletList', paragraph, limits.items), richList('orderedList', paragraph, limits.items)]))
      .check(z.minLength(1), z.maxLength(limits.blocks)),
  });

/** richText is a plain string of at most max characters or a rich document of the kind's paragraphs and limits. */
const richText = (max: number, paragraph: RichParagraphSchema, limits: { blocks: number; items: number }) =>
  z.union([text(max), richDoc(paragraph, limits)]);

const proseText = richText(PROSE, proseParagraph, RICH_PROSE).register(z.globalRegistry, { id: 'RichProse' });
const bodyText = richText(BODY, bodyParagraph, RICH_BODY).register(z.globalRegistry, { id: 'RichBody' });

/**
 * plainProse is a text of a few sentences that goes where no markup can: a page's search
 * description, a toast's notice (a link in a notice that vanishes by itself could not be
 * reached in time).
 */
const plainProse = () => text(PROSE);

/** prose is a text of a few sentences, rich text (docs/rich-text.md): a lead, a description, a quote, a point. */
const prose = () => proseText;

/** body is a paragraph of a long document, rich text (docs/rich-text.md). */
const body = () => bodyText;

/** RICH_TEXT_LIMITS are the most characters (all texts together), blocks and list items of a rich text, by kind. */
export const RICH_TEXT_LIMITS = {
  prose: { characters: PROSE, ...RICH_PROSE },
  body: { characters: BODY, ...RICH_BODY },
} as const;

/**
 * seo is what a page says about itself to search engines and link previews: its title and
 * description, the picture a shared link shows (an uploaded image and its description) and
 * whether search engines are asked to leave the page out (hidden pages are not in the
 * sitemap either). slug is the page's address in a language other than the default one
 * ("forschung" puts the German research page at /de/forschung); the default language's
 * pages keep their paths, and a page without one keeps its path's segment.
 */
const seo = z.strictObject({
  title: text(),
  slug: z.optional(slug()),
  description: plainProse(),
  image: z.optional(imageSrc()),
  imageAlt: z.optional(text()),
  hidden: z.optional(z.boolean()),
});

/** A stat is a figure with its caption ("133" "Patients"). */
const stat = z.strictObject({ value: text(), label: text() });

/** A titled item is the most common card: a title and its description. */
const titled = z.strictObject({ title: text(), description: prose() });

const quote = z.strictObject({ quote: prose(), name: text(), title: z.optional(text()) });

/** The top band of an inner page. */
const pageHero = z.strictObject({ eyebrow: text(), title: text(), lead: prose() });

/** The loading, error and empty texts of a page that shows an API list. */
const listTexts = z.strictObject({
  loading: text(),
  error: text(),
  tryLater: text(),
  emptyTitle: text(),
  empty: prose(),
});

const menuItem = z.strictObject({
  label: text(),
  href: href(),
  highlight: z.optional(z.boolean()),
  children: z.optional(list(link, SOME)),
});

const toast = z.strictObject({ title: text(), description: plainProse() });

/** figure is a fact's number, written in a text as the text's language writes numbers. */
const figure = () => z.number();

/** allocationFacts are the facts of the coin's allocation: how many coins go to each share of the supply. */
const allocationFacts = { publicSale: figure(), founders: figure(), centres: figure(), marketing: figure(), liquidity: figure() };

/**
 * coinFigureFact names a number of the site document's facts that a page's figure states (the
 * whitepaper's chart): written once there, for every language, where the document would
 * repeat it.
 */
const coinFigureFact = () => z.enum(['totalSupply', ...Object.keys(allocationFacts).map((k) => `allocation.${k}`)]);

const ionFigures = z.strictObject({ treated: figure(), control: figure(), difference: figure() });

/**
 * SHARED_FIELDS are the parts of a document written once for every language, in the default
 * language's document: the content form shows them there alone, and the server answers
 * another language's document with the default language's (internal/content ShareFacts).
 */
export const SHARED_FIELDS: Readonly<Record<string, readonly string[]>> = { site: ['facts'] };

const siteSchema = z.strictObject({
  /** timeZone is where the company is (an IANA name such as "Europe/Vaduz"): scheduled publishing is set in it. */
  timeZone: z.optional(z.string().check(z.regex(/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/), z.maxLength(64))),
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
    phoneHref: z.string().check(z.regex(/^\+?\d+$/), z.maxLength(32)),
    email: text(),
    supportEmail: text(),
    legalEmail: text(),
    privacyEmail: text(),
    complianceEmail: text(),
  }),
  /**
   * facts are the figures the texts of every language state (the coins' supply and its
   * allocation, the launch offer, the clinical study's counts, the patents' numbers), each
   * written once, here in the default language's site document, for every language: a text
   * names one by a site slot ({facts.totalSupply}), which the pages and PDFs fill with the
   * number as the text's language writes it (50,000,000; 50’000’000), or with the text as it
   * is (a patent's number). Another language's site document holds none (the server reads
   * them from the default language's, see SHARED_FIELDS). Optional, as is each group: a site
   * made before goes without. totalSupply may be a text, the form in which each language
   * held it before: a site keeps its words until the number is given.
   */
  facts: z.optional(
    z.strictObject({
      /** totalSupply is the number of QRS Coins there will ever be (50000000). */
      totalSupply: z.union([figure(), text()]),
      /** allocation is how many coins go to each share of the supply. */
      allocation: z.optional(z.strictObject(allocationFacts)),
      /** offer is the launch offer: a price in USD buys coins, with a discount and a free session each worth USD. */
      offer: z.optional(z.strictObject({ price: figure(), coins: figure(), discount: figure(), session: figure() })),
      /** study is the clinical observation study: its patients, reports, symptoms and conditions. */
      study: z.optional(z.strictObject({ patients: figure(), reports: figure(), symptoms: figure(), conditions: figure() })),
      /** oxygen is the rise of oxygen diffusion into tissue, from and to, in percent. */
      oxygen: z.optional(z.strictObject({ from: figure(), to: figure() })),
      /** walkingFactor is how much more a day's treatment does for the cells' oxygen than walking (22.5). */
      walkingFactor: z.optional(figure()),
      /** patents are the patents' numbers as registered ("EP 0594 655 B1"). */
      patents: z.optional(z.strictObject({ signal: text(), ions: text(), electrosmog: text(), device: text() })),
      /** ions are the ion study's rises in percent, treated and control and their difference, by ion. */
      ions: z.optional(z.strictObject({ sodium: ionFigures, potassium: ionFigures, calcium: ionFigures })),
    }),
  ),
  header: z.strictObject({
    /** homeLabel names the logo's link to the home page. */
    homeLabel: text(),
    menu: list(menuItem, FEW),
    contactButton: link,
    openMenu: text(),
    closeMenu: text(),
    mainNavLabel: text(),
    mobileNavLabel: text(),
    /** submenuToggle names a chevron button; slot {label}. */
    submenuToggle: text(),
  }),
  footer: z.strictObject({
    tagline: prose(),
    columns: list(z.strictObject({ heading: text(), links: list(link, SOME) }), FEW),
    notice: prose(),
    noticeLink: link,
    copyright: text(),
    legalLinks: list(link, FEW),
    adminLink: link,
  }),
  contactSection: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
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
    /** fileFacts states a download's type and size beside its link; slots {type} (its format's code, "PDF") and {size} ("1.2 MB"). */
    fileFacts: z.optional(text()),
  }),
});

const roadmapStatus = z.enum(['completed', 'ongoing', 'planned']);

const homeSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text(),
    headline: text(),
    intro: prose(),
    quote,
    aboutButton: link,
    coinButton: link,
    imageAlt: text(),
  }),
  about: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    paragraphs: list(body(), MANY),
    facts: list(stat, FEW),
  }),
  benefits: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    family: list(titled, SOME),
    cellularHeading: text(),
    cellular: list(z.strictObject({ metric: text(), title: text(), description: prose() }), SOME),
    energyHeading: text(),
    energyLead: prose(),
    energyLevels: list(z.strictObject({ level: text(), energy: percent(), color: color(), description: prose() }), FEW),
    walking: z.strictObject({
      heading: text(),
      walking: stat,
      treatment: stat,
      equalsLabel: text(),
      factor: text(),
      factorLabel: text(),
      text: prose(),
    }),
    cta: link,
  }),
  technology: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    keyTechnologies: list(titled, SOME),
    background: z.strictObject({
      heading: text(),
      points: list(prose(), MANY),
      /** fieldFacts are the field strengths compared; the research paper tabulates them with their notes. */
      fieldFacts: list(z.strictObject({ value: text(), label: text(), note: prose() }), SOME),
    }),
    quote,
  }),
  clinicalStudy: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    stats: list(stat, FEW),
    topHeading: text(),
    topLead: prose(),
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
    results: list(z.strictObject({ condition: text(), improvement: percent(), unchanged: percent(), worse: percent() }), MANY),
  }),
  researchNetwork: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    leadershipHeading: text(),
    leadership: list(z.strictObject({ role: text(), name: text(), specialty: text() }), SOME),
    institutionsHeading: text(),
    institutions: list(z.strictObject({ name: text(), leader: text(), specialty: text() }), SOME),
    universitiesHeading: text(),
    universitiesLabel: text(),
    universityColumns: z.strictObject({ country: text(), university: text(), focus: text(), status: text() }),
    universities: list(z.strictObject({ country: text(), university: text(), focus: text(), status: text() }), MANY),
    certificationsHeading: text(),
    mediaHeading: text(),
    media: list(z.strictObject({ outlet: text(), topic: text() }), SOME),
    literatureHeading: text(),
    literature: list(z.strictObject({ title: text(), author: text(), note: prose() }), SOME),
    publicationsHeading: text(),
    publicationLinks: z.strictObject({
      search: text(),
      doi: text(),
      /** newTab is read after a link's text by screen readers; slot {title}. */
      newTab: text(),
    }),
    publications: list(
      z.strictObject({
        title: text(),
        source: text(),
        year: z.string().check(z.regex(/^\d{4}$/), z.maxLength(4)),
        topic: text(),
        searchTerms: text(),
        /** doi is the confirmed DOI ("10.…/…"; a doi.org address is accepted too); never invent one. */
        doi: z.optional(text()),
      }),
      MANY,
    ),
  }),
  products: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    claims: list(stat, FEW),
    labels: z.strictObject({ features: text(), applications: text(), specifications: text() }),
    devices: list(
      z.strictObject({
        name: text(),
        category: text(),
        description: prose(),
        image: imageSrc(),
        /** imageAlt is the picture's description here; without it, the media library's. */
        imageAlt: z.optional(text()),
        features: list(prose(), SOME),
        applications: list(prose(), SOME),
        specifications: list(z.strictObject({ label: text(), value: text() }), SOME),
        color: color(),
      }),
      SOME,
    ),
    innovationsHeading: text(),
    innovations: list(z.strictObject({ title: text(), description: prose(), benefit: prose() }), SOME),
    compatibilityLabel: text(),
    compatibility: prose(),
  }),
  coinPromotion: z.strictObject({
    eyebrow: text(),
    heading: text(),
    lead: prose(),
    offer: z.strictObject({ title: text(), headline: text(), text: prose() }),
    utilities: list(titled, SOME),
    missionHeading: text(),
    mission: list(prose(), SOME),
    cta: link,
    learnMore: link,
  }),
  expertQuotes: z.strictObject({ eyebrow: text(), heading: text(), quotes: list(quote, SOME) }),
  /** testimonials shows the testimonials (a collection of records) before the contact section, when show is on. */
  testimonials: z.optional(z.strictObject({ show: z.boolean(), eyebrow: text(), heading: text() })),
});

/** The tables the research paper draws from other parts of the content, so no figure is typed twice. */
const paperTable = z.enum(['field-strengths', 'study-figures', 'clinical-results', 'patents', 'ion-study']);

const researchSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text(),
    title: text(),
    lead: prose(),
    download: text(),
  }),
  endorsements: z.strictObject({ heading: text(), quotes: list(quote, SOME) }),
  principles: z.strictObject({ heading: text(), items: list(z.strictObject({ title: text(), text: prose() }), SOME) }),
  process: z.strictObject({
    heading: text(),
    /** stepLabel numbers a step; slot {n}. */
    stepLabel: text(),
    steps: list(z.strictObject({ title: text(), text: prose() }), SOME),
  }),
  patents: z.strictObject({
    heading: text(),
    lead: prose(),
    /** issuedLabel introduces a patent's issue date; slot {date}. */
    issuedLabel: text(),
    items: list(
      z.strictObject({
        number: text(),
        title: text(),
        /** issued is the year of grant ("YYYY") or, once confirmed, the day ("YYYY-MM-DD"). */
        issued: z.string().check(z.regex(/^\d{4}(-\d{2}-\d{2})?$/), z.maxLength(10)),
      }),
      SOME,
    ),
  }),
  benefits: z.strictObject({ heading: text(), items: list(z.strictObject({ title: text(), points: list(prose(), MANY) }), SOME) }),
  ionStudy: z.strictObject({
    heading: text(),
    lead: prose(),
    columns: z.strictObject({ ion: text(), treated: text(), control: text(), difference: text() }),
    rows: list(z.strictObject({ ion: text(), treated: text(), control: text(), difference: text() }), SOME),
  }),
  comparison: z.strictObject({
    heading: text(),
    featureColumn: text(),
    columns: list(prose(), FEW),
    rows: list(z.strictObject({ feature: text(), values: list(prose(), FEW) }), SOME),
  }),
  certifications: z.strictObject({ heading: text(), items: list(titled, SOME) }),
  /** paper is the complete research paper, the PDF served at /api/research-paper. */
  paper: z.strictObject({
    title: text(),
    subtitle: text(),
    fileName: z.string().check(z.regex(/^[A-Za-z0-9._-]+\.pdf$/), z.maxLength(200)),
    /** tableColumns head the paper's tables drawn from the home document. */
    tableColumns: z.strictObject({
      fieldStrengths: z.strictObject({ field: text(), value: text(), note: prose() }),
      studyFigures: z.strictObject({ figure: text(), value: text() }),
      patents: z.strictObject({ number: text(), title: text(), issued: text() }),
    }),
    sections: list(
      z.strictObject({
        heading: text(),
        paragraphs: list(body(), MANY),
        points: z.optional(list(prose(), MANY)),
        /**
         * table names a table drawn after the section's text: field-strengths (home
         * technology.background.fieldFacts), study-figures (home clinicalStudy.stats),
         * clinical-results (home clinicalStudy.results), patents and ion-study (this document).
         */
        table: z.optional(paperTable),
      }),
      MANY,
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
  sections: list(z.strictObject({ heading: text(), paragraphs: list(body(), MANY) }), MANY),
  closing: prose(),
  links: list(link, SOME),
});

const roadmapItem = z.strictObject({ period: text(), title: text(), description: prose(), status: roadmapStatus });

const qrsCoinSchema = z.strictObject({
  seo,
  hero: z.strictObject({ eyebrow: text(), title: text(), lead: prose(), primaryCta: link, secondaryCta: link }),
  objective: z.strictObject({ heading: text(), text: prose() }),
  offer: z.strictObject({
    heading: text(),
    price: text(),
    rate: text(),
    discount: text(),
    text: prose(),
    utilities: list(titled, SOME),
  }),
  dexBanner: z.strictObject({ badge: text(), heading: text(), text: prose() }),
  wallets: z.strictObject({
    heading: text(),
    lead: prose(),
    /** connect is a wallet card's button; slot {wallet}. */
    connect: text(),
    items: list(z.strictObject({ name: text(), description: prose() }), SOME),
  }),
  roadmap: z.strictObject({
    heading: text(),
    statusLabels: z.strictObject({ completed: text(), ongoing: text(), planned: text() }),
    items: list(roadmapItem, SOME),
  }),
});

const whitepaperSchema = z.strictObject({
  seo,
  hero: pageHero,
  contentsHeading: text(),
  contentsLabel: text(),
  sections: list(
    z.strictObject({
      id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/), z.maxLength(64)),
      title: text(),
      paragraphs: list(body(), MANY),
      points: z.optional(list(prose(), MANY)),
      /** show places a block after the section's text: the allocation chart, the roadmap (from qrs-coin) or the contact links. */
      show: z.optional(z.enum(['tokenomics', 'roadmap', 'contact-links'])),
    }),
    MANY,
  ),
  tokenomics: z.strictObject({
    /** totalSupply is the supply as a number; totalSupplyFact, when set, names the fact that states it instead. */
    totalSupply: z.optional(z.int().check(z.minimum(1))),
    totalSupplyFact: z.optional(coinFigureFact()),
    /** centerLabel is under the supply in the chart's middle. */
    centerLabel: text(),
    /** totalLine states the supply; slot {total}. */
    totalLine: text(),
    tableCaption: text(),
    columns: z.strictObject({ allocation: text(), coins: text(), share: text() }),
    allocation: list(
      z.strictObject({
        label: text(),
        /** amount is the share's coins; amountFact, when set, names the fact that states them instead. */
        amount: z.optional(z.int().check(z.minimum(0))),
        amountFact: z.optional(coinFigureFact()),
        percent: z.number().check(z.minimum(0), z.maximum(100)),
        color: color(),
      }),
      SOME,
    ),
  }),
  contactLinks: list(link, FEW),
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
    lead: prose(),
    steps: list(titled, SOME),
    sideEffects: z.strictObject({ title: text(), text: prose() }),
  }),
  downloadsHeading: text(),
  list: listTexts,
  /** uncategorised heads the downloads saved without a category. */
  uncategorised: text(),
  fileKinds: z.strictObject({ pdf: text(), image: text() }),
  actions: z.strictObject({ pdf: text(), image: text() }),
  labels: z.strictObject({ authors: text(), journal: text(), published: text() }),
  toasts: z.strictObject({
    /**
     * popupBlocked and failed are no longer shown (a download is a link now, which neither
     * opens a window nor fails in the page); optional, so a document saved before stays valid.
     */
    popupBlocked: z.optional(toast),
    /** started's description has the slot {file}. */
    started: toast,
    failed: z.optional(toast),
  }),
  contactCta: z.strictObject({ heading: text(), text: prose(), button: link }),
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
    lead: prose(),
  }),
  compliance: z.strictObject({
    heading: text(),
    items: list(z.strictObject({ title: text(), status: text(), description: prose() }), SOME),
  }),
  risk: z.strictObject({ heading: text(), items: list(prose(), SOME) }),
  documents: z.strictObject({
    heading: text(),
    /** pdfLabel names a document's link; slot {title}. */
    pdfLabel: text(),
    items: list(z.strictObject({ title: text(), description: prose(), href: z.string().check(z.regex(/^\/legal\/[a-z0-9-]+\.pdf$/), z.maxLength(200)) }), SOME),
    readOnline: text(),
    onlineLinks: list(link, FEW),
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
  disclaimer: z.strictObject({ heading: text(), text: prose() }),
});

/** policySchema is the shape every policy-like document shares (privacy, terms, the legal PDFs). */
const policySchema = z.strictObject({
  seo: z.optional(seo),
  title: text(),
  updated: isoDate(),
  intro: list(body(), MANY),
  sections: list(
    z.strictObject({
      heading: text(),
      paragraphs: list(body(), MANY),
      points: z.optional(list(prose(), MANY)),
    }),
    MANY,
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
  purpose: z.optional(z.strictObject({ heading: text(), items: list(z.strictObject({ title: text(), text: prose() }), SOME) })),
  insideHeading: text(),
  inside: list(z.strictObject({ title: text(), text: prose() }), SOME),
  howToHeading: text(),
  /** unpack is the first step, followed by the command "tar -xzf <file>". */
  unpack: text(),
  steps: list(prose(), SOME),
});

const notFoundSchema = z.strictObject({
  seo,
  heading: text(),
  text: prose(),
  homeButton: link,
  /**
   * suggestions heads the pages whose address or name is closest to the one asked for, and
   * sections the main sections of the site (the header's menu). Optional: a site whose page
   * predates them shows the lists without a heading until an editor writes one.
   */
  suggestions: z.optional(text()),
  sections: z.optional(text()),
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

/** RichMark is a mark of a rich text's text: bold, italic or a link. */
export type RichMark = z.infer<typeof richMark>;

/** RichLinkMark is a link of a rich text. */
export type RichLinkMark = z.infer<typeof linkMark>;

/** RichTextNode is a run of text of a rich text, with its marks. */
export type RichTextNode = z.infer<ReturnType<typeof richTextNode>>;

/** RichParagraph is a paragraph of a rich text. */
export type RichParagraph = z.infer<ReturnType<typeof richParagraph>>;

/** RichListItem is a point of a rich text's list: one paragraph. */
export type RichListItem = z.infer<ReturnType<typeof richListItem>>;

/** RichList is a bulleted or numbered list of a rich text. */
export type RichList = z.infer<ReturnType<typeof richList<'bulletList'>>> | z.infer<ReturnType<typeof richList<'orderedList'>>>;

/** RichBlock is a block of a rich document: a paragraph or a list. */
export type RichBlock = RichParagraph | RichList;

/** RichDoc is a rich text's document (docs/rich-text.md). */
export type RichDoc = z.infer<ReturnType<typeof richDoc>>;

/** RichText is what a prose() or body() field holds: plain text as written, or a rich document. */
export type RichText = string | RichDoc;
