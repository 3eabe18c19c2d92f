import type { Profile } from '@/shared/content/schema';

/**
 * Who you are and where visitors find you. Images live in images/ beside this file. Every link is
 * optional, and so are the email and the résumé: leave a field out and the menu, the contact
 * section and the page's metadata leave it out too.
 */
export const profile: Profile = {
  name: 'Avery Quinn',
  tagline: 'Developer',
  jobTitle: 'Software and Machine Learning Engineer',
  welcome:
    'I build machine-learning systems and the full-stack products around them: vision models that run at the edge, retrieval assistants people actually trust, and the APIs and interfaces that ship them. Welcome to my corner of the web.',
  photo: 'profile-photo.jpg',
  photoAlt: 'Portrait illustration of Avery Quinn',
  logo: 'site-logo.svg',
  email: 'avery.quinn@example.com',
  links: {
    linkedin: 'https://www.linkedin.com/in/avery-quinn-example',
    github: 'https://github.com/avery-quinn-example',
    scholar: 'https://scholar.google.com/citations?user=AVERYQN0000J',
  },
  /**
   * The menu's Resume entry. "generated": the build writes resume.pdf from these content files.
   * Or your own PDF in this folder, published under its name ('my-cv.pdf'); leave it out for none.
   */
  resume: 'generated',
  /** The generated résumé's paper: 'A4' (the default) or 'Letter' (US Letter). */
  resumePaper: 'Letter',
};
