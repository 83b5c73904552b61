// The copy of the coin page and the whitepaper (spec §2, §3, §9).
import { token } from './placeholders';

/** RoadmapStatus is a roadmap item's state (spec §4). */
export type RoadmapStatus = 'completed' | 'ongoing' | 'planned';

/** RoadmapItem is one step of the listing roadmap. */
export interface RoadmapItem {
  period: string;
  title: string;
  description: string;
  status: RoadmapStatus;
}

/** roadmap is the listing roadmap of spec §9. */
export const roadmap: RoadmapItem[] = [
  { period: 'Q2 2025', title: 'Token Launch', description: 'Smart contract deployed and audited; launch offer opened.', status: 'completed' },
  { period: 'Q3 2025', title: 'DEX Listing', description: `Live trading on a ${token.exchange} with a first liquidity pool.`, status: 'completed' },
  { period: 'Q4 2025', title: 'Centre Network Integration', description: 'Coins redeemable for therapy sessions at certified centres.', status: 'planned' },
  { period: '2026 and beyond', title: 'Global Expansion', description: 'Further listings, more centres worldwide and new utilities for holders.', status: 'planned' },
];

/** TokenAllocation is one slice of the token supply. */
export interface TokenAllocation {
  label: string;
  amount: number;
  percent: number;
  color: string;
}

/** tokenomics is the supply and its allocation (spec §9). */
export const tokenomics = {
  totalSupply: 50_000_000,
  allocation: [
    { label: 'Public Sale', amount: 40_000_000, percent: 80, color: '#0f5f8c' },
    { label: 'Founders and Advisors', amount: 4_000_000, percent: 8, color: '#0b7a66' },
    { label: 'Centers Rewards Pool', amount: 4_000_000, percent: 8, color: '#4b5fa8' },
    { label: 'Marketing and Partnerships', amount: 1_000_000, percent: 2, color: '#b86e00' },
    { label: 'Liquidity Reserve', amount: 1_000_000, percent: 2, color: '#8a4b00' },
  ] satisfies TokenAllocation[],
};

/** coinPage is the copy of /qrs-coin. */
export const coinPage = {
  hero: {
    eyebrow: 'Utility Coin',
    title: 'QRS Coin',
    lead: 'A purpose-driven digital asset that raises awareness of quantum resonance therapy and makes it affordable worldwide.',
  },
  objective: {
    heading: 'Our Objective',
    text: 'Chronic complaints are rising everywhere, while effective, side-effect-free therapy remains out of reach for many. The QRS Coin connects people who want better health with the centres and devices that deliver it — and lets holders share in the growth of the wellness centre network.',
  },
  offer: {
    heading: 'Special Offer',
    price: 'Buy 100 coins for 100 USD',
    rate: '1 coin = 1 USD',
    discount: 'Flat discount of 200 USD',
    text: 'on the home therapy system or on therapy at certified centers.',
    utilities: [
      { title: 'Free Therapy Session', description: 'A free session worth 100 USD at any wellness centre worldwide.' },
      { title: '200 USD Discount', description: 'On the home therapy system or on therapy at certified centers.' },
      { title: 'Growth Opportunity', description: 'Take part in the growth of the wellness centre network.' },
    ],
  },
  trading: {
    heading: 'Live Trading',
    text: `QRS Coin is live on a ${token.exchange}. Trade directly from your own wallet — no account, no intermediary.`,
  },
  wallets: { heading: 'Connect Your Wallet', lead: 'Use one of these wallets to buy, hold and redeem your coins.' },
  roadmap: { heading: 'Listing Roadmap' },
};

/** whitepaperSections are the nine numbered sections of the whitepaper. */
export const whitepaperSections: Array<{ id: string; title: string; paragraphs: string[]; points?: string[] }> = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      `${token.name} (${token.ticker}) is the utility coin of the QRS quantum resonance therapy ecosystem. It was created to raise awareness of the therapy and to make it affordable for people all over the world.`,
      'This whitepaper describes the problem the coin addresses, its vision, the technology behind it, its utility, its tokenomics, its roadmap and the legal framework it operates in.',
    ],
  },
  {
    id: 'problem',
    title: 'The Problem',
    paragraphs: [
      'Chronic complaints — pain, poor sleep, exhaustion, circulatory problems — affect a growing share of people of every age. Most treatments address symptoms, not their root causes, and many come with side effects.',
      'Therapies that work at the level of the cell exist, but access is uneven: devices are expensive and certified centres are not yet everywhere.',
    ],
  },
  {
    id: 'vision',
    title: 'Vision and Mission',
    paragraphs: ['Our vision is a world in which every family can support its health at the cellular level, gently and without side effects.'],
    points: ['Address root causes, not just symptoms', 'Work at the cellular level with no side effects', 'Be accessible across regions and incomes'],
  },
  {
    id: 'technology',
    title: 'Technology',
    paragraphs: [
      'QRS devices generate weak, dosed, pulsating magnetic fields of at most 40 µT with a patented feedback system. Development began in 1985; four patents protect the core of the technology.',
      `The coin itself is a token on a ${token.blockchain}, with a total supply of 50,000,000 coins fixed in its smart contract.`,
    ],
  },
  {
    id: 'utility',
    title: 'Utility',
    paragraphs: ['Every coin is tied to real therapy value:'],
    points: [
      'A free therapy session worth 100 USD at any wellness centre worldwide',
      'A 200 USD discount on the home therapy system',
      'An investment opportunity in the growth of wellness centres',
      'Launch offer: 100 coins for 100 USD, including the 200 USD discount',
    ],
  },
  {
    id: 'tokenomics',
    title: 'Tokenomics',
    paragraphs: [`Total supply: 50,000,000 ${token.ticker} on a ${token.blockchain}. The allocation is fixed as follows.`],
  },
  {
    id: 'roadmap',
    title: 'Roadmap',
    paragraphs: ['The listing roadmap sets out the steps from launch to global expansion.'],
  },
  {
    id: 'legal',
    title: 'Legal',
    paragraphs: [
      'The QRS Coin is a utility token. It is not a security, a share or a deposit, and it does not entitle its holder to dividends or to a share of profits.',
      'The issuer is a company seated in Liechtenstein and operates within the Liechtenstein Token and Trusted Technology Service Provider Act (TVTG). Purchasers must complete identity checks under the applicable anti-money-laundering rules. Crypto-assets are volatile; you may lose the money you pay.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact and Links',
    paragraphs: ['Questions about the coin, partnerships or investment? Write to us through the contact form or read more on the following pages.'],
  },
];
