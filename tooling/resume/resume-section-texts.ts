import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import type { Site } from '../../src/shared/content/schema.ts';
import type { ResumeSectionTexts } from '../../src/shared/i18n/site-texts.ts';
import { GENERATED_RESUME } from '../../src/shared/resume-file.ts';
import { hasListPage } from '../../src/shared/content/lists-on-home.ts';

/**
 * The texts of the résumé's optional sections that this content shows: those of the education, talks, teaching and
 * news sections (on the home page, so whatever the résumé; the links to the news' and the talks' pages where their files hold
 * more than the home page shows), the headings of the other sections the generated résumé sets, and the
 * publications' citation counts where site.ts turns them on.
 * Only these must a catalogue of the owner's hold: a section added to the template is no text to
 * translate for an owner without it.
 */
export function neededResumeSectionTexts(
  content: Pick<OwnerWords, 'profile' | 'education' | 'certificates' | 'awards' | 'talks' | 'teaching' | 'news'> & {
    site?: Pick<Site, 'citations' | 'newsOnHome' | 'talksOnHome'>;
  },
): (keyof ResumeSectionTexts)[] {
  const {
    profile,
    education = [],
    certificates = [],
    awards = [],
    talks = [],
    teaching = [],
    news = [],
    site,
  } = content;
  const generated = profile.resume === GENERATED_RESUME;
  const needs: [keyof ResumeSectionTexts, boolean][] = [
    ['education', education.length > 0],
    ['degreeIn', education.some((entry) => entry.area !== undefined)],
    ['courses', education.some((entry) => (entry.courses?.length ?? 0) > 0)],
    ['certificates', generated && certificates.length > 0],
    ['awards', generated && awards.length > 0],
    ['spokenLanguages', generated && (profile.spokenLanguages?.length ?? 0) > 0],
    ['talks', talks.length > 0],
    ['teaching', teaching.length > 0],
    ['news', news.length > 0],
    ['allNews', hasListPage(site, 'news', news.length)],
    ['allTalks', hasListPage(site, 'talks', talks.length)],
    ['materials', teaching.some((course) => course.materials !== undefined)],
    ['citedBy', site?.citations !== undefined],
  ];
  return needs.flatMap(([text, needed]) => (needed ? [text] : []));
}
