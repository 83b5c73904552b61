// The page tops and the list texts of the inner pages (spec §2): loading, empty and error
// wording lives here with the rest of the copy.

/** PageIntro is the top band of an inner page. */
export interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
}

/** pageIntros are the tops of the inner pages that have no content file of their own. */
export const pageIntros = {
  team: {
    eyebrow: 'Team',
    title: 'Our Team',
    lead: 'Scientists, physicians, engineers and entrepreneurs who bring quantum resonance therapy to families, clinics and wellness centres.',
  },
  globalPartners: {
    eyebrow: 'Team',
    title: 'Global Partners',
    lead: 'QRS clinics, distributors and research centres bring quantum resonance therapy to patients around the world.',
  },
  researchPapers: {
    eyebrow: 'Research',
    title: 'Research Papers',
    lead: 'Studies, reviews and reports on pulsating magnetic field therapy, its mechanisms and its results.',
  },
  downloads: {
    eyebrow: 'Research',
    title: 'Documentation Library',
    lead: 'Usage instructions, catalogues, studies and images — everything to read before and after your sessions.',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Gallery',
    lead: 'Impressions of our devices, centres, events and research — in pictures and videos.',
  },
  downloadSite: {
    eyebrow: 'Download',
    title: 'Download the Complete Site',
    // No size here: the package grows with the uploads, so only the card below, which asks
    // the server, states it.
    lead: 'The whole public website as one tar.gz package — for archiving, offline presentations or hosting a copy.',
  },
  legal: {
    eyebrow: 'Legal',
    title: 'Legal and Compliance',
    lead: 'operates from Liechtenstein under the law of the Principality and the European Economic Area.',
  },
} satisfies Record<string, PageIntro>;

/** listTexts are the loading, empty and error texts of the data pages. */
export const listTexts = {
  team: {
    loading: 'Loading team members...',
    emptyTitle: 'No team members yet',
    empty: 'Team members can be added through the admin panel.',
    error: 'Team members could not be loaded',
  },
  globalPartners: {
    loading: 'Loading partners...',
    emptyTitle: 'No Partners Available',
    empty: 'Our partner directory is being updated. Please check back soon.',
    error: 'Partners could not be loaded',
  },
  researchPapers: {
    loading: 'Loading research papers...',
    emptyTitle: 'No Research Papers Available',
    empty: 'New research papers will be published here soon.',
    error: 'Research papers could not be loaded',
  },
  downloads: {
    loading: 'Loading downloads...',
    emptyTitle: 'No downloads available',
    empty: 'Documents will appear here as soon as they are published.',
    error: 'Downloads could not be loaded',
  },
  gallery: {
    loadingImages: 'Loading images...',
    loadingVideos: 'Loading videos...',
    noImages: 'No images found in this category.',
    noVideos: 'No videos found in this category.',
  },
  tryLater: 'Please try again later.',
};
