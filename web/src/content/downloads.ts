// The usage instructions of the documentation library (spec §2).

/** usageInstructions are shown above the downloads. */
export const usageInstructions = {
  heading: 'Before Your Session',
  lead: 'A few simple steps help your body respond to the therapy as well as it can.',
  steps: [
    { title: 'Phone off, 3 meters away', description: 'Switch your mobile phone off and keep it at least 3 meters away during the session.' },
    { title: 'Remove metal', description: 'Take off watches, jewellery, belts and other metal objects before you lie down.' },
    { title: 'Drink electrolyte water', description: 'Drink water rich in minerals and electrolytes before and after the session: ions need a medium to move.' },
    { title: 'No reverse-osmosis water', description: 'Do not drink reverse-osmosis water around your sessions: it lacks the minerals the cells exchange.' },
  ],
  sideEffects: {
    title: 'Why are there no side effects?',
    text: 'The field of the devices stays below the earth’s own magnetic field (at most 40 µT against 50 µT). It does not force a reaction; it offers the cell a resonance it can take up — and a cell that is already in balance simply does not respond.',
  },
};
