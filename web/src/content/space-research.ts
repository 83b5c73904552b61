import { spaceResearch } from './placeholders';

/** spacePage is the static text of the space research page (spec §2). */
export const spacePage = {
  eyebrow: 'Space Research',
  title: 'Quantum Resonance in Space Research',
  lead: `A research dedication aboard ${spaceResearch.station} — and a correspondence about what weak magnetic fields mean for life away from the earth’s field.`,
  sections: [
    {
      heading: 'Life Without the Earth’s Field',
      paragraphs: [
        'On earth, every cell lives inside a natural magnetic field of about 50 µT. In orbit and beyond, that field is weaker and different, and astronauts face bone loss, muscle loss, disturbed sleep and slower regeneration.',
        'The question behind our space research is simple: can weak, dosed, pulsating magnetic fields — the principle of quantum resonance therapy — help cells keep their rhythm when the earth’s field is missing?',
      ],
    },
    {
      heading: 'The Research Dedication',
      paragraphs: [
        `A research dedication aboard ${spaceResearch.station} acknowledged the contribution of pulsating magnetic field research to the health of people in space.`,
        'For the team that has developed the technology since 1985, it was a recognition of decades of work on the biological amplitude window and on ion transport in the cell.',
      ],
    },
    {
      heading: 'The Correspondence',
      paragraphs: [
        `In a correspondence with ${spaceResearch.agency}, our scientists described how weak fields within the amplitude window could support astronauts’ regeneration, and how the chipcard prescription could make a therapy programme portable.`,
        `The exchange, led on the agency’s side by the ${spaceResearch.correspondent}, continues to inform our research into long-term use in extreme environments.`,
      ],
    },
  ],
  closing: 'What helps the cell in space helps it on earth: the same principles guide every QRS device for home, clinic and wellness centre.',
};
