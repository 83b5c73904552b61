// The top of the home page and its contact section: the copy that ships in the first download.

/** hero is the top of the home page. */
export const hero = {
  eyebrow: 'Quantum Resonance Therapy',
  headline: 'A Quantum Leap in Medicine and Wellness',
  intro:
    'Pulsating electromagnetic fields that work where health begins: in the cell. Gentle, dosed, patented — for the whole family.',
  aboutButton: 'Discover the Technology',
  coinButton: 'Explore QRS Coin',
  imageAlt: 'Illustration of gentle magnetic field lines flowing around a human cell',
};

/** contactSection is the copy of the contact section. */
export const contactSection = {
  eyebrow: 'Contact',
  heading: 'Contact Us',
  panelHeading: 'Get in Touch',
  formHeading: 'Send Us a Message',
  lead: 'Questions about the therapy, the devices or the coin? Write to us — we answer every message.',
};
