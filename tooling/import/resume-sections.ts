import type { Award, Certificate, EducationEntry, Profile } from '../../src/shared/content/schema.ts';
import { SITE_FIELDS } from '../resume/json-resume-types.ts';
import type { JsonResumeInput } from './json-resume-input.ts';
import type { LeftOut } from './left-out.ts';
import { dateText, periodText } from './period-text.ts';

// The sections of a JSON Resume beyond the site's cards, as the content holds them: education
// (education.ts), certificates (certificates.ts), awards (awards.ts), and in profile.ts where the
// owner lives and the languages they speak.

const trimmed = (text: string | undefined) => text?.trim() || undefined;
const texts = (list: readonly (string | undefined)[] | undefined) =>
  (list ?? []).map((item) => item?.trim() ?? '').filter(Boolean);

/** "Tokyo, Japan" from a location's city, region and country (its code named in English); no street address. */
export function locationText(
  location: NonNullable<NonNullable<JsonResumeInput['basics']>['location']>,
  leftOut: LeftOut,
): string | undefined {
  const code = trimmed(location.countryCode);
  let country = code;
  try {
    if (code) country = new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    // not a region code: shown as written
  }
  leftOut.unplaced(
    'basics.location',
    undefined,
    location,
    ['city', 'region', 'countryCode'],
    'a street address does not belong on a public page',
  );
  return [trimmed(location.city), trimmed(location.region), country].filter(Boolean).join(', ') || undefined;
}

/** The languages the owner speaks, with how well. */
export function spokenLanguagesOf(resume: JsonResumeInput, leftOut: LeftOut): Profile['spokenLanguages'] {
  const spoken = (resume.languages ?? []).flatMap(({ language, fluency }, index) => {
    const name = trimmed(language);
    if (!name) leftOut.add(`languages[${index}]`, fluency, 'it names no language');
    return name ? [{ language: name, ...(trimmed(fluency) && { fluency: trimmed(fluency) }) }] : [];
  });
  return spoken.length > 0 ? spoken : undefined;
}

export interface EducationImport {
  education: EducationEntry[];
  /** The degrees without a start date, by institution: their period is the owner's to write. */
  undated: string[];
}

/** Each degree: the study type as the degree, its area, the period from its dates, result, courses and address. */
export function educationOf(resume: JsonResumeInput): EducationImport {
  const undated: string[] = [];
  const education = (resume.education ?? []).map((entry): EducationEntry => {
    const own = entry[SITE_FIELDS];
    const institution = entry.institution?.trim() ?? '';
    const period = own?.period ?? periodText(entry.startDate, entry.endDate);
    if (!period) undated.push(institution || 'an education entry');
    // the degree is the study type; an entry that names only its area is that area
    const degree = trimmed(entry.studyType) ?? trimmed(entry.area) ?? '';
    const area = trimmed(entry.studyType) && trimmed(entry.area);
    const courses = texts(entry.courses);
    return {
      period: period ?? '',
      institution,
      degree,
      ...(area && { area }),
      ...(trimmed(entry.score) && { score: trimmed(entry.score) }),
      ...(courses.length > 0 && { courses }),
      ...(own?.description && { description: own.description }),
      ...(entry.url && { url: entry.url }),
    };
  });
  return { education, undated };
}

/** A date as the content writes it: the site's own as written, else the ISO date made readable ("Mar 2023"). */
const writtenDate = (own: { date: string } | undefined, iso: string | undefined) =>
  own?.date ?? (iso ? dateText(iso) : undefined);

export function certificatesOf(resume: JsonResumeInput, leftOut: LeftOut): Certificate[] {
  return (resume.certificates ?? []).flatMap((certificate, index) => {
    const name = trimmed(certificate.name);
    if (!name) {
      leftOut.add(`certificates[${index}]`, certificate.issuer, 'it has no name');
      return [];
    }
    const date = writtenDate(certificate[SITE_FIELDS], certificate.date);
    return {
      name,
      ...(trimmed(certificate.issuer) && { issuer: trimmed(certificate.issuer) }),
      ...(date && { date }),
      ...(certificate.url && { url: certificate.url }),
    };
  });
}

export function awardsOf(resume: JsonResumeInput, leftOut: LeftOut): Award[] {
  return (resume.awards ?? []).flatMap((award, index) => {
    const title = trimmed(award.title);
    if (!title) {
      leftOut.add(`awards[${index}]`, award.awarder, 'it has no title');
      return [];
    }
    const date = writtenDate(award[SITE_FIELDS], award.date);
    return {
      title,
      ...(trimmed(award.awarder) && { awarder: trimmed(award.awarder) }),
      ...(date && { date }),
      ...(trimmed(award.summary) && { summary: trimmed(award.summary) }),
    };
  });
}
