// The part of the JSON Resume schema (https://jsonresume.org/schema) this site's content fills.

/** "2025", "2025-05" or "2025-05-31". */
export type IsoDate = string;

export interface JsonResumeWork {
  name: string;
  position: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  highlights: string[];
}

export interface JsonResumeProject {
  name: string;
  url?: string;
  highlights: string[];
  keywords: string[];
}

export interface JsonResumePublication {
  name: string;
  /** Where it appeared: the journal, the proceedings, the school. */
  publisher?: string;
  releaseDate: IsoDate;
  url?: string;
  summary?: string;
}

export interface JsonResumeSkill {
  name: string;
}

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    email?: string;
    url: string;
    summary: string;
    profiles: { network: string; url: string }[];
  };
  work?: JsonResumeWork[];
  publications?: JsonResumePublication[];
  projects?: JsonResumeProject[];
  skills?: JsonResumeSkill[];
  meta: { canonical: string };
}

/** The lists one section adds to resume.json. */
export type JsonResumeLists = Pick<JsonResume, 'work' | 'publications' | 'projects' | 'skills'>;
