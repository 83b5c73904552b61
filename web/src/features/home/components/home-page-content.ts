import type { ContentKey } from '@/content/schema';

/** homePageContent are the documents the home page reads (besides the site's): the certifications are the research page's. */
export const homePageContent: ContentKey[] = ['home', 'research'];
