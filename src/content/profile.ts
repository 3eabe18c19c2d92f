import type { Profile } from '../content-kit/schema';

/** Who you are and where visitors find you. Images live in src/content/images, the resume in public/. */
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
    resume: '/resume.pdf',
    scholar: 'https://scholar.google.com/citations?user=AVERYQN0000J',
  },
};
