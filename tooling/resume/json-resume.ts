import { ownerProfiles } from '../../src/shared/content/networks.ts';
import { JSON_RESUME_FILE } from '../../src/shared/resume-file.ts';
import { type JsonResume, type JsonResumeLists, SITE_FIELDS } from './json-resume-types.ts';
import type { ResumeContent } from './resume-content.ts';
import { sectionBuilders } from './sections.ts';

/** The content as a JSON Resume (https://jsonresume.org/schema): the same sections as the PDF, in its order. */
export function jsonResume(content: ResumeContent): JsonResume {
  const { site, profile, blog, homeUrl } = content;
  const { tagline, photo, photoAlt, logo, resume, resumePaper, alsoPublishedAs } = profile;
  const lists: JsonResumeLists = {};
  for (const build of sectionBuilders) {
    for (const [key, entries] of Object.entries(build(content).json) as [keyof JsonResumeLists, object[]][]) {
      (lists[key] as object[] | undefined) = [...(lists[key] ?? []), ...entries];
    }
  }
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      ...(profile.email && { email: profile.email }),
      url: homeUrl,
      summary: profile.welcome,
      // as written: JSON Resume's readers show its parts joined by commas, so the whole line reads as the owner wrote it
      ...(profile.location && { location: { city: profile.location } }),
      profiles: ownerProfiles(profile.links).map(({ network, url }) => ({ network, url })),
      [SITE_FIELDS]: {
        tagline,
        ...(photo && { photo }),
        ...(photoAlt && { photoAlt }),
        ...(logo && { logo }),
        ...(resume && { resume }),
        ...(resumePaper && { resumePaper }),
        ...(alsoPublishedAs && { alsoPublishedAs: [...alsoPublishedAs] }),
        site,
        blog,
      },
    },
    ...lists,
    // beside the language's home page: "https://avery.dev/resume.json", "https://avery.dev/de/resume.json"
    meta: { canonical: new URL(JSON_RESUME_FILE, homeUrl.endsWith('/') ? homeUrl : `${homeUrl}/`).href },
  };
}
