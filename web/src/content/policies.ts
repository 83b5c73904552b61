// The privacy policy and terms of use shown at /privacy and /terms: written for a company
// seated in Liechtenstein (an EEA member, so the GDPR applies, with the Liechtenstein Data
// Protection Act, DSG, and the Datenschutzstelle as supervisory authority).
import { company } from './placeholders';

/** PolicySection is one numbered section of a policy page. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

const address = `${company.name}, ${company.street}, ${company.postalCode} ${company.city}, ${company.country}`;

/** privacyPolicy is the privacy policy. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: 'Last updated: 1 January 2025',
  intro: `This policy explains how ${company.name} processes personal data when you visit this website, send us a message or buy QRS Coins. We process personal data in line with the EU General Data Protection Regulation (GDPR), which applies in Liechtenstein as a member of the European Economic Area, and the Liechtenstein Data Protection Act (DSG).`,
  sections: [
    {
      heading: 'Controller',
      paragraphs: [`The controller is ${address}. Email: ${company.privacyEmail}, phone ${company.phone}.`],
    },
    {
      heading: 'Data we process',
      paragraphs: ['We process only the data we need:'],
      points: [
        'Visiting the website: IP address, date and time, page requested, browser and operating system, kept in server logs for security.',
        'Contact form: your name, email address, subject and message.',
        'Coin purchase: identity and address data, wallet address and transaction data, as required by anti-money-laundering law.',
        'Administration: the sign-in data of our staff.',
      ],
    },
    {
      heading: 'Purposes and legal bases',
      paragraphs: [],
      points: [
        'Operating and securing the website — our legitimate interest (Art. 6(1)(f) GDPR).',
        'Answering your enquiry — steps before a contract or our legitimate interest (Art. 6(1)(b) and (f) GDPR).',
        'Identity checks for coin buyers — our legal obligation under the Liechtenstein Due Diligence Act (Art. 6(1)(c) GDPR).',
        'Keeping business records — our legal obligation (Art. 6(1)(c) GDPR).',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The public website uses no tracking or advertising cookies. The admin area sets a single, strictly necessary session cookie after staff sign in.',
      ],
    },
    {
      heading: 'Embedded videos',
      paragraphs: [
        'Videos in our gallery are hosted by YouTube (Google Ireland Limited). The player loads only when you open a video; from that moment YouTube receives your IP address and may set cookies. Video thumbnails are loaded from YouTube’s image servers. See Google’s privacy policy for details.',
      ],
    },
    {
      heading: 'Recipients',
      paragraphs: [
        'We share data only with service providers who process it on our behalf under a data processing agreement (hosting, email), with authorities where the law requires it, and with certified centres only if you ask us to put you in touch.',
      ],
    },
    {
      heading: 'Transfers outside the EEA',
      paragraphs: [
        'Where data leaves the EEA, we rely on an adequacy decision of the European Commission or on standard contractual clauses.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'Server logs are deleted after 30 days. Contact messages are deleted when your enquiry is settled, at the latest after two years. Records we must keep by law — such as due diligence files (10 years under the SPG) and business records — are kept for the period the law prescribes.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['You have the right to:'],
      points: [
        'access your data and receive a copy (Art. 15 GDPR);',
        'have incorrect data corrected (Art. 16) and data erased (Art. 17);',
        'restrict processing (Art. 18) and receive your data in a portable format (Art. 20);',
        'object to processing based on our legitimate interest (Art. 21);',
        'withdraw consent at any time with effect for the future.',
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        'You may complain to the Liechtenstein data protection authority: Datenschutzstelle Liechtenstein, Städtle 38, 9490 Vaduz, www.datenschutzstelle.li — or to the authority of your place of residence in the EEA.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['We update this policy when our processing changes. The current version is always published on this page.'],
    },
  ] satisfies PolicySection[],
};

/** termsOfUse are the terms of use of the website. */
export const termsOfUse = {
  title: 'Terms of Use',
  updated: 'Last updated: 1 January 2025',
  intro: `These terms govern your use of this website, operated by ${address}. By using the website you accept them.`,
  sections: [
    {
      heading: 'Information only',
      paragraphs: [
        'The content of this website is general information about quantum resonance therapy, our devices and the QRS Coin. It is not medical advice and does not replace examination, diagnosis or treatment by a physician. Do not stop or delay a treatment because of anything you read here.',
        'Nothing on this website is investment advice, an offer of securities or a solicitation to buy. The purchase of QRS Coins is governed solely by the Token Sale Agreement.',
      ],
    },
    {
      heading: 'Study results and claims',
      paragraphs: [
        'Figures from studies and observations describe the results of those studies. Individual results vary, and no result is promised.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'Texts, images, videos, logos and the design of this website are protected by copyright and trademark law. You may view and print pages for your personal use; any other use needs our prior written consent.',
      ],
    },
    {
      heading: 'Downloads',
      paragraphs: ['Documents offered for download are provided for your information. They may not be altered or redistributed commercially.'],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'We link to other websites, for example literature databases and partners. We have no control over their content and accept no responsibility for it.',
      ],
    },
    {
      heading: 'Availability',
      paragraphs: ['We aim to keep the website available but do not guarantee uninterrupted access. We may change or discontinue content at any time.'],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence and for injury to life, body or health. Otherwise our liability for the content and use of this website is excluded to the extent permitted by law.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You may not disrupt the website, attempt to access areas not meant for you, or send unsolicited advertising through the contact form.'],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by the law of the Principality of Liechtenstein, excluding its conflict-of-law rules. The courts of Vaduz have jurisdiction, unless mandatory consumer protection law gives you the right to sue at your place of residence.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${company.legalEmail}.`],
    },
  ] satisfies PolicySection[],
};
