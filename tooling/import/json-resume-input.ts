import { createRequire } from 'node:module';
import type {
  BasicsSiteFields,
  PublicationSiteFields,
  SITE_FIELDS,
  WorkSiteFields,
} from '../resume/json-resume-types.ts';

// A JSON Resume as `npm run import` reads it: any résumé the schema accepts, written by this site's
// build or by another tool (https://jsonresume.org/schema).

type Extended<T, Fields> = T & { [SITE_FIELDS]?: Fields };

interface Dated {
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  url?: string;
}

export interface JsonResumeInput {
  basics?: Extended<
    {
      name?: string;
      label?: string;
      email?: string;
      phone?: string;
      url?: string;
      summary?: string;
      image?: string;
      location?: { address?: string; postalCode?: string; city?: string; region?: string; countryCode?: string };
      profiles?: { network?: string; url?: string; username?: string }[];
    },
    BasicsSiteFields
  >;
  work?: Extended<
    Dated & { name?: string; position?: string; description?: string; location?: string; keywords?: string[] },
    WorkSiteFields
  >[];
  volunteer?: (Dated & { organization?: string; position?: string })[];
  education?: Extended<
    Dated & { institution?: string; area?: string; studyType?: string; score?: string; courses?: string[] },
    { period: string; description?: string[] }
  >[];
  projects?: Extended<
    Dated & { name?: string; description?: string; keywords?: string[] },
    { image?: string; initials?: string; page?: string }
  >[];
  skills?: Extended<{ name?: string; level?: string; keywords?: string[] }, { icon: string }>[];
  publications?: Extended<
    { name?: string; publisher?: string; releaseDate?: string; url?: string; summary?: string },
    PublicationSiteFields
  >[];
  awards?: Extended<{ title?: string; date?: string; awarder?: string; summary?: string }, { date: string }>[];
  certificates?: Extended<{ name?: string; date?: string; issuer?: string; url?: string }, { date: string }>[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
}

type Validate = (resume: unknown, done: (errors: { property: string; message: string }[] | null) => void) => void;

/**
 * The problems the JSON Resume schema finds in `resume`, one line each naming the field
 * ("work[2].startDate: does not match pattern …"); none for a valid résumé.
 */
export function schemaProblems(resume: unknown): string[] {
  const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as { validate: Validate };
  let problems: string[] = [];
  validate(resume, (errors) => {
    problems = (errors ?? []).map(
      ({ property, message }) => `${property.replace(/^instance\.?/, '') || '(the résumé itself)'}: ${message}`,
    );
  });
  return problems;
}
