// The copy and display records of the home page (spec §1, §9).


/** about is the "about" section. */
export const about = {
  heading: 'What is Quantum Resonance Therapy?',
  lead:
    'QRS is a weak, dosed magnetic field with a patented feedback system. It supports the natural processes of the body at the level where health begins — the cell.',
  paragraphs: [
    'Every cell needs energy. It produces that energy from oxygen and nutrients, and for that it depends on a steady exchange of ions across its membrane. Stress, age, illness and an environment full of technical frequencies slow this exchange down.',
    'The pulsating magnetic fields of QRS are tuned to the body’s own frequencies. They stimulate ion transport and oxygen uptake, so cells can recharge — gently, without medication and without side effects.',
  ],
  facts: [
    { value: '1985', label: 'Development since' },
    { value: '82', label: 'Indications' },
    { value: '40 µT', label: 'Maximum field strength' },
    { value: '0', label: 'Known side effects' },
  ],
};

/** Benefit is a titled benefit with an optional metric. */
export interface Benefit {
  title: string;
  description: string;
  metric?: string;
}

/** benefitsSection holds the headings of the benefits section. */
export const benefitsSection = {
  eyebrow: 'Benefits',
  heading: 'Health for the Whole Family',
  lead: 'Support that starts in the cell — for prevention, for every age, grounded in science.',
  cellularHeading: 'Benefits at the Cellular Level',
  energyHeading: 'Cell Energy Levels',
  energyLead: 'How much energy cells hold at each stage of health.',
};

/** familyBenefits are the three benefits for the whole family. */
export const familyBenefits: Benefit[] = [
  { title: 'Preventive Health', description: 'Strengthen the body’s own regulation before complaints arise — a daily routine of minutes.' },
  { title: 'For All Ages', description: 'Gentle enough for children, effective for adults and supportive for the elderly.' },
  { title: 'Scientifically Validated', description: 'Backed by decades of research, patents and clinical observation studies.' },
];

/** cellularBenefits are the six benefits at cell level, each with its metric. */
export const cellularBenefits: Benefit[] = [
  { metric: '80–900%', title: 'Oxygen Diffusion', description: 'Oxygen diffusion into the tissue increases by 80 to 900 percent.' },
  { metric: '5', title: 'Key Ions', description: 'Stimulates the transport of 5 key ions across the cell membrane.' },
  { metric: 'Patented', title: 'Patented Resonance', description: 'Pulse patterns within the biological amplitude window, protected by patents.' },
  { metric: '1:1', title: 'Individual Optimisation', description: 'Biofeedback adapts every session to the person being treated.' },
  { metric: '100%', title: 'Complete Protection', description: 'Filters out electrosmog frequencies while the body regenerates.' },
  { metric: '0', title: 'Zero Side Effects', description: 'Field strengths below the earth’s own magnetic field — no known side effects.' },
];

/** EnergyLevel is one bar of the cell-energy chart. */
export interface EnergyLevel {
  level: string;
  energy: number;
  color: string;
  description: string;
}

/** energyLevels are the four cell-energy levels of spec §1. */
export const energyLevels: EnergyLevel[] = [
  { level: 'Healthy', energy: 100, color: '#0b7a66', description: 'Cells are fully charged and regenerate on their own.' },
  { level: 'Still Feel Healthy', energy: 30, color: '#1f6a99', description: 'Energy is already low, yet no symptoms are noticed.' },
  { level: 'Feel Ill', energy: 29, color: '#955700', description: 'Cells can no longer keep up; complaints appear.' },
  { level: 'Cancer Risk', energy: 20, color: '#b42318', description: 'Critically low cell energy; the body’s defences are weakened.' },
];

/** walkingComparison is the 3 hours / 8 minutes / 22.5× claim. */
export const walkingComparison = {
  heading: 'Efficiency You Can Measure',
  walking: { value: '3 hours', label: 'of walking' },
  treatment: { value: '8 minutes', label: 'of QRS treatment daily' },
  factor: '22.5×',
  text: 'Three hours of walking equal eight minutes of treatment daily: an efficiency 22.5 times higher for oxygen supply to the cells.',
};

/** technology is the technology section. */
export const technology = {
  heading: 'The Technology',
  lead: 'A doctor-patient system of pulsating magnetic fields with no side effects.',
  keyTechnologies: [
    { title: 'Biological Amplitude Window', description: 'Discovery of the biological amplitude window: the narrow range of field strengths the cell responds to best.' },
    { title: 'Ion Transport', description: 'Discovery of ion transport as the key to cell metabolism — the basis of every pulse pattern.' },
    { title: 'Electrosmog Elimination', description: 'Elimination of electrosmog frequencies, so the body can regenerate undisturbed.' },
    { title: 'Self-Regulation with Biofeedback', description: 'The body’s response steers the therapy: self-regulation with biofeedback.' },
  ],
  background: {
    heading: 'Scientific Background',
    points: [
      'A stronger field does not mean a stronger reaction.',
      'Minimal fields can trigger maximum effects through resonance.',
    ],
    fieldFacts: [
      { value: '40 µT', label: 'QRS maximum field' },
      { value: '50 µT', label: 'Earth’s magnetic field' },
      { value: '100 µT', label: 'Safe limit' },
    ],
  },
};

/** ConditionResult is one row of the clinical study table (percentages). */
export interface ConditionResult {
  condition: string;
  improvement: number;
  unchanged: number;
  worse: number;
}

/** clinicalStudy is the observation study; the 23 conditions are sorted by improvement. */
export const clinicalStudy = {
  eyebrow: 'Clinical Study',
  heading: 'Clinical Study Results',
  topHeading: 'Top Performers',
  topLead: 'The 8 conditions with the highest share of improvement.',
  allHeading: 'All 23 Conditions',
  lead: 'An observation study with 133 patients, 448 reports and 21 symptoms across 23 conditions, over treatment periods of 2 to 16 weeks.',
  stats: [
    { value: '133', label: 'Patients' },
    { value: '448', label: 'Reports' },
    { value: '21', label: 'Symptoms' },
    { value: '2–16', label: 'Weeks of treatment' },
  ],
  topCount: 8,
  // Figures of the observation study, percent of reports (owner: keep in step with the study report).
  results: [
    { condition: 'Sleep disorders', improvement: 89, unchanged: 10, worse: 1 },
    { condition: 'Circulatory disorders', improvement: 86, unchanged: 13, worse: 1 },
    { condition: 'Back pain', improvement: 84, unchanged: 15, worse: 1 },
    { condition: 'Tension headache', improvement: 82, unchanged: 17, worse: 1 },
    { condition: 'Fatigue and exhaustion', improvement: 80, unchanged: 19, worse: 1 },
    { condition: 'Joint pain', improvement: 78, unchanged: 20, worse: 2 },
    { condition: 'Muscle tension', improvement: 76, unchanged: 23, worse: 1 },
    { condition: 'Cold hands and feet', improvement: 75, unchanged: 24, worse: 1 },
    { condition: 'Nervousness and stress', improvement: 73, unchanged: 25, worse: 2 },
    { condition: 'Neck and shoulder pain', improvement: 72, unchanged: 26, worse: 2 },
    { condition: 'Migraine', improvement: 70, unchanged: 27, worse: 3 },
    { condition: 'Osteoarthritis', improvement: 69, unchanged: 29, worse: 2 },
    { condition: 'Rheumatic complaints', improvement: 67, unchanged: 31, worse: 2 },
    { condition: 'Poor concentration', improvement: 66, unchanged: 32, worse: 2 },
    { condition: 'Dizziness', improvement: 64, unchanged: 34, worse: 2 },
    { condition: 'Digestive complaints', improvement: 63, unchanged: 35, worse: 2 },
    { condition: 'Low mood', improvement: 62, unchanged: 36, worse: 2 },
    { condition: 'Wound healing', improvement: 61, unchanged: 38, worse: 1 },
    { condition: 'Sports injuries', improvement: 60, unchanged: 39, worse: 1 },
    { condition: 'High blood pressure', improvement: 57, unchanged: 41, worse: 2 },
    { condition: 'Tinnitus', improvement: 52, unchanged: 45, worse: 3 },
    { condition: 'Skin conditions', improvement: 51, unchanged: 47, worse: 2 },
    { condition: 'Respiratory complaints', improvement: 50, unchanged: 48, worse: 2 },
  ] satisfies ConditionResult[],
};

/** researchNetwork is the copy of the research network block (names are in placeholders.ts). */
export const researchNetwork = {
  heading: 'Global Research Network',
  lead: 'Scientists, clinics and universities in 20 countries study and apply quantum resonance therapy.',
  certifications: [
    { title: 'CE Medical Device', description: 'Conformity with the European medical device rules.' },
    { title: 'ISO 13485', description: 'Quality management for medical devices.' },
    { title: 'ISO 9001', description: 'Certified quality management system.' },
    { title: 'EMC Tested', description: 'Electromagnetic compatibility verified by an accredited lab.' },
  ],
};

/** Device is one of the four device lines. */
export interface Device {
  name: string;
  category: string;
  description: string;
  features: string[];
  applications: string[];
  specifications: Array<{ label: string; value: string }>;
  color: string;
}

/** products is the device section. */
export const products = {
  eyebrow: 'Products',
  heading: 'Our Devices',
  innovationsHeading: 'Innovations',
  lead: 'Four device lines for home, clinic and wellness — developed since 1985.',
  claims: [
    { value: '82', label: 'Indications' },
    { value: '3', label: 'User programs' },
    { value: '10', label: 'Chipcards' },
    { value: '7+', label: 'Pulse variations' },
  ],
  devices: [
    {
      name: 'QRS Home System',
      category: 'Home Device',
      description: 'The home therapy system for the whole family, programmed by chipcard prescription.',
      features: ['3 user programs', 'Chipcard prescription', 'Whole-body mat and pillow applicator'],
      applications: ['Daily prevention', 'Sleep and recovery', 'Family use'],
      specifications: [
        { label: 'Max. field', value: '40 µT' },
        { label: 'Programs', value: '3 user programs' },
        { label: 'Session', value: '8 minutes' },
      ],
      color: '#0f5f8c',
    },
    {
      name: 'QRS Clinical System',
      category: 'Clinical Device',
      description: 'For practices and hospitals: up to 82 indications with documented protocols.',
      features: ['82 indications', '10 chipcards', 'Treatment documentation'],
      applications: ['Physiotherapy', 'Pain therapy', 'Rehabilitation'],
      specifications: [
        { label: 'Max. field', value: '40 µT' },
        { label: 'Chipcards', value: '10' },
        { label: 'Applicators', value: 'Mat, pillow, probe' },
      ],
      color: '#0b7a66',
    },
    {
      name: 'QRS Advanced System',
      category: 'Advanced Device',
      description: 'Biofeedback-controlled therapy with the full range of pulse variations.',
      features: ['7+ pulse variations', 'Bio-feedback control', 'Electrosmog protection'],
      applications: ['Chronic conditions', 'Sports medicine', 'Research'],
      specifications: [
        { label: 'Pulse variations', value: '7+' },
        { label: 'Feedback', value: 'Heart-rate based' },
        { label: 'Max. field', value: '40 µT' },
      ],
      color: '#4b5fa8',
    },
    {
      name: 'QRS Wellness Line',
      category: 'Wellness Line',
      description: 'For wellness centres, hotels and spas: robust, quiet and easy to operate.',
      features: ['Multi-user operation', 'Quick start programs', 'Service plan'],
      applications: ['Wellness centres', 'Hotels and spas', 'Fitness studios'],
      specifications: [
        { label: 'Operation', value: 'Continuous' },
        { label: 'Programs', value: 'Quick start' },
        { label: 'Max. field', value: '40 µT' },
      ],
      color: '#8a5a14',
    },
  ] satisfies Device[],
  innovations: [
    { title: 'Chipcard Prescription', description: 'The therapist’s prescription is stored on a chipcard and runs at home.', benefit: 'Therapy exactly as prescribed' },
    { title: 'Bio-Feedback', description: 'Sensors read the body’s response and adjust the pulse.', benefit: 'Individually optimised sessions' },
    { title: 'Ion Transport', description: 'Pulse shapes designed to stimulate the exchange of key ions.', benefit: 'More energy for every cell' },
    { title: 'Electrosmog Protection', description: 'Filters out disturbing technical frequencies during the session.', benefit: 'Undisturbed regeneration' },
  ],
  compatibility:
    'All devices share the same applicators and chipcards, so a prescription from a certified centre runs on the home system as well.',
  imagePath: '/api/placeholder/400/300',
};

/** coinPromotion is the coin block of the home page. */
export const coinPromotion = {
  eyebrow: 'Utility Coin',
  heading: 'QRS Coin',
  missionHeading: 'Our Mission',
  lead: 'A purpose-driven digital asset meant to raise awareness of the therapy and make it affordable worldwide.',
  offer: {
    title: 'Launch Offer',
    text: '100 USD buys 100 coins and includes a 200 USD discount, redeemable on the home therapy system or on therapy at any certified centre.',
  },
  utilities: [
    { title: 'Free Therapy Session', description: 'A free therapy session worth 100 USD at any wellness centre worldwide.' },
    { title: '200 USD Discount', description: 'A 200 USD discount on the home therapy system.' },
    { title: 'Invest in Growth', description: 'An investment opportunity in the growth of wellness centres.' },
  ],
  mission: [
    'Addresses root causes, not just symptoms',
    'Works at cellular level with no side effects',
    'Accessible across regions and incomes',
  ],
  cta: 'Join the Movement',
  learnMore: 'Learn More About QRS Coin',
};

/** wellnessCta is the button that invites the visitor to the contact section. */
export const wellnessCta = { button: 'Start Your Wellness Journey' };

/** expertSection is the heading of the two endorsements. */
export const expertSection = { eyebrow: 'Endorsements', heading: 'What Experts Say' };

