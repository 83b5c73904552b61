// The copy of the scientific research page (spec §2 /research, §9).

/** researchPage is the scientific research page. */
export const researchPage = {
  hero: {
    eyebrow: 'Scientific Research',
    title: 'The Science of Quantum Resonance',
    lead: 'Decades of research into how weak, dosed, pulsating magnetic fields support the energy supply of the cell — summarised in one complete research paper.',
    download: 'Download the Complete Research Paper (PDF)',
  },
  principles: {
    heading: 'Therapy Principles',
    items: [
      { title: 'Weak, dosed fields', text: 'The maximum field strength is 40 µT — below the earth’s magnetic field of 50 µT and well under the safe limit of 100 µT.' },
      { title: 'Resonance, not force', text: 'A stronger field does not mean a stronger reaction. Minimal fields can trigger maximum effects through resonance.' },
      { title: 'The cell as target', text: 'The pulses address the membrane of the cell, where ions are exchanged and energy production begins.' },
      { title: 'Feedback from the body', text: 'A patented feedback system adapts the therapy to the person being treated.' },
    ],
  },
  process: {
    heading: 'How It Works: Four Steps',
    steps: [
      { title: 'Protection', text: 'Electrosmog frequencies are filtered out, so the cell can respond undisturbed.' },
      { title: 'Ion Transport', text: 'Pulse shapes stimulate the exchange of sodium, potassium and calcium across the membrane.' },
      { title: 'Resonance', text: 'Frequencies within the biological amplitude window are taken up by the tissue.' },
      { title: 'Bio-Feedback', text: 'The body’s response steers intensity and timing of the following pulses.' },
    ],
  },
  patents: { heading: 'Patents', lead: 'Four patents protect the core of the technology.' },
  benefits: {
    heading: 'Medical Benefits',
    items: [
      { title: 'Cardiovascular', points: ['Improved microcirculation', 'Better oxygen supply to the tissue', 'Support for healthy blood pressure'] },
      { title: 'Cellular Metabolism', points: ['Oxygen diffusion up 80–900%', 'Stimulated ion transport', 'More energy for regeneration'] },
      { title: 'Immune System', points: ['Support for the body’s own defences', 'Faster recovery', 'Better sleep and stress balance'] },
    ],
  },
  ionStudy: {
    heading: 'Clinical Study: Ion Exchange',
    lead: 'Change in ion concentration in the cell after a series of treatments, treated group versus untreated control group.',
    // Owner: keep in step with the study report.
    rows: [
      { ion: 'Sodium (Na⁺)', treated: '+18.2%', control: '+1.4%', difference: '+16.8%' },
      { ion: 'Potassium (K⁺)', treated: '+22.7%', control: '+2.1%', difference: '+20.6%' },
      { ion: 'Calcium (Ca²⁺)', treated: '+15.9%', control: '+0.8%', difference: '+15.1%' },
    ],
  },
  comparison: {
    heading: 'Comparison With Other Devices',
    columns: ['QRS', 'High-intensity PEMF devices', 'Static magnets'],
    rows: [
      { feature: 'Field strength', values: ['Up to 40 µT (below the earth’s field)', 'Often several millitesla', 'Constant, not pulsed'] },
      { feature: 'Biological amplitude window', values: ['Yes, patented', 'No', 'No'] },
      { feature: 'Bio-feedback', values: ['Yes', 'Rarely', 'No'] },
      { feature: 'Electrosmog protection', values: ['Yes', 'No', 'No'] },
      { feature: 'Chipcard prescription', values: ['Yes, 10 chipcards', 'No', 'No'] },
      { feature: 'Known side effects', values: ['None', 'Possible at high intensity', 'None known'] },
    ],
  },
  certifications: {
    heading: 'Certifications',
    items: ['CE Medical Device', 'ISO 13485 Quality Management', 'ISO 9001 Certified', 'EMC Tested by an Accredited Lab'],
  },
};
