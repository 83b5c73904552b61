// The legal and compliance page (spec §2 /legal, §9).

/** legalDocuments are the four PDFs the server serves under /legal/. */
export const legalDocuments = [
  { title: 'Terms of Service', description: 'The terms for using our website and services.', href: '/legal/terms-of-service.pdf' },
  { title: 'Privacy Policy', description: 'How we process personal data under the GDPR.', href: '/legal/privacy-policy.pdf' },
  { title: 'Token Sale Agreement', description: 'The terms of the QRS Coin sale.', href: '/legal/token-sale-agreement.pdf' },
  { title: 'AML/KYC Policy', description: 'Our anti-money-laundering and identity checks.', href: '/legal/aml-kyc-policy.pdf' },
];

/** complianceStatus are the status cards at the top of the page. */
export const complianceStatus = [
  { title: 'Registered Company', status: 'Active', description: 'Entered in the commercial register of Liechtenstein.' },
  { title: 'TVTG Framework', status: 'Compliant', description: 'Token issue under the Liechtenstein Blockchain Act (TVTG).' },
  { title: 'AML/KYC', status: 'In Place', description: 'Identity checks under the Due Diligence Act (SPG).' },
  { title: 'Data Protection', status: 'GDPR', description: 'Personal data processed under the GDPR and the Liechtenstein DSG.' },
];

/** riskDisclosure are the risks a coin buyer must know. */
export const riskDisclosure = [
  'The value of crypto-assets can rise and fall sharply; you may lose all the money you pay.',
  'Crypto-assets are not covered by deposit guarantee or investor compensation schemes.',
  'Liquidity on decentralised exchanges may be limited; you may be unable to sell when you wish.',
  'Smart contracts and wallets can contain errors or be attacked; lost keys cannot be recovered.',
  'Laws on crypto-assets differ between countries and may change; check what applies where you live.',
  'The coin’s utilities (free session, discount) depend on participating centres and may change.',
];

/** legalContacts are the addresses for legal questions. */
export const legalNotes = {
  disclaimer:
    'The information on this website is for general information only. It is not medical advice and does not replace the diagnosis or treatment by a physician; please consult your doctor about any health question. Statements about study results describe observations in the studies named and do not promise any result for an individual. Nothing on this website is investment advice or an offer to sell securities; the QRS Coin is a utility token. We take care that the content is correct and current, but we give no warranty for it.',
};
