// Every name the specification withholds lives here, as a neutral placeholder the owner
// replaces: quoted people, scientists, institutions, universities, publications, wallet apps,
// the blockchain, the company's contact details and the patents' issue dates. Nothing here
// is a real-world attribution; keep it that way when editing.

/** Quote is a short statement with its author and the author's title. */
export interface Quote {
  quote: string;
  name: string;
  title: string;
}

/** company is the operator of the site, seated in Liechtenstein. */
export const company = {
  name: 'QRS Quantum Resonance AG',
  shortName: 'QRS',
  phone: '+423 000 00 00',
  phoneHref: '+4230000000',
  email: 'info@qrs-therapy.example',
  supportEmail: 'support@qrs-therapy.example',
  legalEmail: 'legal@qrs-therapy.example',
  privacyEmail: 'privacy@qrs-therapy.example',
  complianceEmail: 'compliance@qrs-therapy.example',
  street: 'Musterstrasse 1',
  postalCode: '9490',
  city: 'Vaduz',
  country: 'Liechtenstein',
  registry: 'Commercial Register of the Principality of Liechtenstein, FL-0000.000.000-0',
  shareCapital: 'CHF 1,000,000',
  founded: 1996,
};

/**
 * heroQuote is the hero's quotation of a two-time Nobel laureate. The specification withholds
 * who; naming the prizes would point at one real person, so the title stays empty until the
 * owner puts the confirmed quotation, name and title here.
 */
export const heroQuote: Quote = {
  quote: 'Every function of the body is, in the end, a question of what happens inside the cell.',
  name: 'Two-time Nobel Laureate',
  title: '',
};

/** technologyQuote is the quotation shown in the technology section. */
export const technologyQuote: Quote = {
  quote: 'It is not the strength of a field that decides its effect on living tissue, but whether it speaks the language of the cell.',
  name: 'Lead Scientist',
  title: 'Biophysics Research Institute',
};

/** expertQuotes are the two endorsements of the home page. */
export const expertQuotes: Quote[] = [
  {
    quote:
      'In twenty years of practice I have rarely seen a non-invasive method that patients accept so easily and that fits so naturally into daily care.',
    name: 'Senior Physician',
    title: 'Department of Internal Medicine, University Hospital',
  },
  {
    quote:
      'The resonance principle explains why very weak, well-dosed magnetic fields can support cell metabolism without stressing the body.',
    name: 'Professor of Biophysics',
    title: 'Faculty of Natural Sciences, Research University',
  },
];

/** researchEndorsements are the two scientists' endorsements on the research page. */
export const researchEndorsements: Quote[] = [
  {
    quote:
      'Our measurements show that dosed pulsating fields influence ion exchange across the cell membrane — the very first step of cell energy production.',
    name: 'Research Scientist A',
    title: 'Institute of Cell Physiology',
  },
  {
    quote:
      'The biological amplitude window is a reproducible finding: below and above it, the response of the tissue fades.',
    name: 'Research Scientist B',
    title: 'Institute of Medical Physics',
  },
];

/** ResearchInstitution is an institution of the research network. */
export interface ResearchInstitution {
  name: string;
  leader: string;
  specialty: string;
}

/** researchLeadership are the people who lead the research network. */
export const researchLeadership: ResearchInstitution[] = [
  { name: 'Scientific Director', leader: 'Lead Scientist, Research Institute', specialty: 'Biophysics and bioelectromagnetics' },
  { name: 'Medical Director', leader: 'Chief Physician, Partner Clinic', specialty: 'Internal and preventive medicine' },
  { name: 'Technical Director', leader: 'Chief Engineer, Device Development', specialty: 'Pulse design and biofeedback systems' },
];

/** researchInstitutions are the institutions of the research network. */
export const researchInstitutions: ResearchInstitution[] = [
  { name: 'Biophysics Research Institute', leader: 'Institute Director', specialty: 'Field–cell interaction and ion transport' },
  { name: 'University Hospital, Department of Internal Medicine', leader: 'Head of Department', specialty: 'Clinical observation studies' },
  { name: 'Institute of Medical Physics', leader: 'Institute Director', specialty: 'Dosimetry and amplitude windows' },
  { name: 'Centre for Sports Medicine', leader: 'Centre Director', specialty: 'Recovery and microcirculation' },
  { name: 'Institute of Environmental Medicine', leader: 'Institute Director', specialty: 'Electrosmog and field exposure' },
  { name: 'Rehabilitation Research Unit', leader: 'Unit Lead', specialty: 'Musculoskeletal rehabilitation' },
];

/** UniversityEntry is one partner university of the network. */
export interface UniversityEntry {
  country: string;
  university: string;
  focus: string;
  status: 'Active';
}

const focuses = [
  'Cell biophysics',
  'Clinical observation',
  'Microcirculation',
  'Pain research',
  'Sleep medicine',
  'Sports medicine',
  'Bone and joint health',
  'Environmental medicine',
  'Medical engineering',
  'Integrative medicine',
];

/** universities is the 20-country university list, all active. */
export const universities: UniversityEntry[] = [
  'Austria', 'Australia', 'Brazil', 'Canada', 'China', 'Czech Republic', 'France', 'Germany', 'India', 'Italy',
  'Japan', 'Liechtenstein', 'Mexico', 'Poland', 'Singapore', 'South Africa', 'South Korea', 'Spain', 'Switzerland', 'United States',
].map((country, i) => ({
  country,
  university: `Partner University ${String.fromCharCode(65 + i)}`,
  focus: focuses[i % focuses.length],
  status: 'Active' as const,
}));

/** mediaMentions are the media items of the research network. */
export const mediaMentions = [
  { outlet: 'National Health Magazine', topic: 'Feature on magnetic field therapy for the whole family' },
  { outlet: 'Public Broadcaster, Science Programme', topic: 'Report on cell energy and resonance' },
  { outlet: 'Medical Trade Journal', topic: 'Interview on the observation study with 133 patients' },
  { outlet: 'Wellness Industry Review', topic: 'Wellness centres adopting home and clinical devices' },
];

/** literature are reference books of the research network. */
export const literature = [
  { title: 'Handbook of Magnetic Field Therapy', author: 'Author A', note: 'Reference work on pulsating magnetic fields in practice' },
  { title: 'Cell Energy and Resonance', author: 'Author B', note: 'Introduction to ion transport and the amplitude window' },
  { title: 'Bioelectromagnetics in Medicine', author: 'Author C', note: 'Textbook chapter on low-frequency fields' },
];

/**
 * Publication is a publication card: it links to a literature-database search and, once the
 * owner fills in the publication's real DOI, to the DOI. A DOI is never invented: leave it
 * out until it is confirmed.
 */
export interface Publication {
  title: string;
  source: string;
  year: string;
  topic: string;
  searchTerms: string;
  /** doi is the confirmed DOI, such as "10.1234/abcd.5678" (a doi.org address is accepted too). */
  doi?: string;
}

const pubmedSearch = (terms: string) => `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(terms).replace(/%20/g, '+')}`;

/** publicationSearchUrl is the literature-database search a publication card opens. */
export function publicationSearchUrl(p: Publication): string {
  return pubmedSearch(p.searchTerms);
}

/** publicationDoi is the publication's bare DOI ("10.…/…"), or '' when it has none. */
export function publicationDoi(p: Publication): string {
  return (p.doi ?? '').trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}

/** publicationDoiUrl is the doi.org address of the publication, or '' when it has no DOI. */
export function publicationDoiUrl(p: Publication): string {
  const doi = publicationDoi(p);
  // A DOI may hold "#", "?" or spaces; its slashes stay as they are.
  return doi ? `https://doi.org/${encodeURIComponent(doi).replace(/%2F/gi, '/')}` : '';
}

/** publications are the publication cards of the research network. */
export const publications: Publication[] = [
  { title: 'Pulsed electromagnetic fields and cellular oxygen uptake', source: 'Journal of Biophysics (placeholder)', year: '2019', topic: 'Cell metabolism', searchTerms: 'pulsed electromagnetic field oxygen' },
  { title: 'Ion transport across the membrane under weak magnetic fields', source: 'Bioelectromagnetics Review (placeholder)', year: '2018', topic: 'Ion transport', searchTerms: 'pulsed electromagnetic field ion transport' },
  { title: 'Low-intensity PEMF in chronic back pain: an observation study', source: 'Pain Medicine Reports (placeholder)', year: '2020', topic: 'Pain', searchTerms: 'pulsed electromagnetic field low back pain' },
  { title: 'PEMF and sleep quality in adults', source: 'Sleep Research Letters (placeholder)', year: '2021', topic: 'Sleep', searchTerms: 'pulsed electromagnetic field sleep' },
  { title: 'Microcirculation after pulsed magnetic field exposure', source: 'Clinical Hemorheology (placeholder)', year: '2017', topic: 'Circulation', searchTerms: 'pulsed electromagnetic field microcirculation' },
  { title: 'Magnetic field therapy in knee osteoarthritis', source: 'Rheumatology Practice (placeholder)', year: '2022', topic: 'Joints', searchTerms: 'pulsed electromagnetic field knee osteoarthritis' },
  { title: 'Bone healing support with pulsed fields', source: 'Orthopaedic Science (placeholder)', year: '2016', topic: 'Bone', searchTerms: 'pulsed electromagnetic field bone healing' },
  { title: 'Amplitude windows in bioelectromagnetics', source: 'Biophysical Reviews (placeholder)', year: '2015', topic: 'Resonance', searchTerms: 'electromagnetic field amplitude window biological' },
  { title: 'PEMF and wound healing: a review', source: 'Wound Care Journal (placeholder)', year: '2020', topic: 'Skin', searchTerms: 'pulsed electromagnetic field wound healing' },
  { title: 'Heart rate variability during PEMF sessions', source: 'Autonomic Research (placeholder)', year: '2023', topic: 'Biofeedback', searchTerms: 'pulsed electromagnetic field heart rate variability' },
  { title: 'Pulsed magnetic fields in migraine prevention', source: 'Headache Studies (placeholder)', year: '2019', topic: 'Headache', searchTerms: 'pulsed electromagnetic field migraine' },
  { title: 'Safety of long-term low-intensity PEMF use', source: 'Medical Device Safety (placeholder)', year: '2021', topic: 'Safety', searchTerms: 'pulsed electromagnetic field safety adverse effects' },
];

/** wallets are the three wallet apps of the coin page. */
export const wallets = [
  { name: 'Wallet App A', description: 'Browser extension and mobile wallet for decentralised apps.' },
  { name: 'Wallet App B', description: 'Mobile wallet with built-in exchange and staking.' },
  { name: 'Wallet App C', description: 'Open connection standard supported by hundreds of wallets.' },
];

/** token is the coin's chain and ticker (names withheld by the owner). */
export const token = {
  name: 'QRS Coin',
  ticker: 'QRSC',
  blockchain: 'Public Smart-Contract Blockchain',
  exchange: 'Decentralized Exchange (DEX)',
};

/** patents are the four patents; the issue dates are to be confirmed by the owner against the patent register. */
export const patents = [
  { number: 'EP 0594 655 B1', title: 'Device for treatment with pulsating magnetic fields', issued: '1996' },
  { number: 'EP 0621 795 B1', title: 'Apparatus with biofeedback for field therapy', issued: '1997' },
  { number: 'EP 0729 318 B1', title: 'Pulse shape for ion transport stimulation', issued: '1998' },
  { number: 'DE 4122718', title: 'Method for generating therapeutic magnetic field pulses', issued: '1993' },
];

/** spaceResearch holds the withheld names of the space research page. */
export const spaceResearch = {
  station: 'an orbiting space station',
  agency: 'a national space agency',
  correspondent: 'Mission Scientist, Space Agency',
};
