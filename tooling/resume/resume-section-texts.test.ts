import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/shared/content/schema';
import { neededResumeSectionTexts } from './resume-section-texts';

// Which texts of the résumé's optional sections a catalogue must hold: those of what the content shows.

const profile: Profile = {
  name: 'Sam Example',
  tagline: 'Developer',
  jobTitle: 'Engineer',
  welcome: 'Hello.',
  photo: 'me.jpg',
  photoAlt: 'Sam',
  resume: 'generated',
};
const degree = { period: '2014 - 2018', institution: 'Sample University', degree: 'BSc' };

describe('the texts of the résumé’s optional sections a catalogue must hold', () => {
  it('are none for content without those sections', () => {
    expect(neededResumeSectionTexts({ profile })).toEqual([]);
    expect(neededResumeSectionTexts({ profile, education: [], certificates: [], awards: [] })).toEqual([]);
  });

  it('are the Education heading on the page, and its other words only where a degree uses them', () => {
    expect(neededResumeSectionTexts({ profile, education: [degree] })).toEqual(['education']);
    expect(
      neededResumeSectionTexts({ profile, education: [degree, { ...degree, area: 'Physics', courses: ['Optics'] }] }),
    ).toEqual(['education', 'degreeIn', 'courses']);
    // the page shows education whatever the résumé is
    expect(neededResumeSectionTexts({ profile: { ...profile, resume: 'my-cv.pdf' }, education: [degree] })).toEqual([
      'education',
    ]);
  });

  it('are the headings of certificates, awards and languages only when the generated résumé shows them', () => {
    const content = {
      profile: { ...profile, spokenLanguages: [{ language: 'English' }] },
      certificates: [{ name: 'Kite Pilot' }],
      awards: [{ title: 'Best Kite' }],
    };
    expect(neededResumeSectionTexts(content)).toEqual(['certificates', 'awards', 'spokenLanguages']);
    expect(neededResumeSectionTexts({ ...content, profile: { ...content.profile, resume: 'my-cv.pdf' } })).toEqual([]);
  });

  it('needs the news page’s link only where news.ts holds more than the home page shows (site.ts’s newsOnHome, else 5)', () => {
    const item = { date: 'May 2024', text: 'A paper appeared.' };
    const news = (count: number) => Array.from({ length: count }, () => item);
    expect(neededResumeSectionTexts({ profile, news: news(5) })).toEqual(['news']);
    expect(neededResumeSectionTexts({ profile, news: news(6) })).toEqual(['news', 'allNews']);
    expect(neededResumeSectionTexts({ profile, news: news(3), site: { newsOnHome: 2 } })).toEqual(['news', 'allNews']);
    expect(neededResumeSectionTexts({ profile, news: news(6), site: { newsOnHome: 6 } })).toEqual(['news']);
  });

  it('needs the talks page’s link only where talks.ts holds more than the home page shows (talksOnHome, else 6)', () => {
    const talk = { title: 'A talk', event: 'PyData', date: 'Mar 2025' };
    const talks = (count: number) => Array.from({ length: count }, () => talk);
    expect(neededResumeSectionTexts({ profile, talks: talks(6) })).toEqual(['talks']);
    expect(neededResumeSectionTexts({ profile, talks: talks(7) })).toEqual(['talks', 'allTalks']);
    expect(neededResumeSectionTexts({ profile, talks: talks(3), site: { talksOnHome: 2 } })).toEqual([
      'talks',
      'allTalks',
    ]);
  });
});
