import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { profile as sparseProfile } from '../../tests/fixtures/content/sparse-owner/profile';
import { profile as specProfile } from '../../tests/fixtures/content/spec-owner/profile';
import { content as ownContent } from '../../tests/support/own-content';
import { validateContent } from './validate-content';

const folder = (owner: string) => ({
  dir: fileURLToPath(new URL(`../../tests/fixtures/content/${owner}`, import.meta.url)),
  label: `tests/fixtures/content/${owner}`,
});

/** The problems of a profile in a fixture owner's folder (the spec owner's unless named). */
const errors = (profile: object, owner = 'spec-owner') =>
  validateContent({ ...ownContent, profile }, folder(owner)).filter((error) => error.includes('/profile.ts, profile'));

describe("the profile's résumé choice", () => {
  it('is a generated résumé on either paper, an own PDF of the content folder, or none', () => {
    expect(errors({ ...specProfile, resume: 'generated' })).toEqual([]);
    expect(errors({ ...specProfile, resume: 'generated', resumePaper: 'Letter' })).toEqual([]);
    expect(errors(specProfile)).toEqual([]);
    expect(errors(sparseProfile, 'sparse-owner')).toEqual([]);
  });

  it('names an own PDF that the content folder lacks', () => {
    expect(errors({ ...specProfile, resume: 'cv-2026.pdf' })).toEqual([
      'tests/fixtures/content/spec-owner/profile.ts, profile, field "resume": file "tests/fixtures/content/spec-owner/cv-2026.pdf" does not exist',
    ]);
  });

  it('rejects anything else, and a paper size for a résumé the build does not make', () => {
    expect(errors({ ...specProfile, resume: 'Generated' })).toEqual([
      'tests/fixtures/content/spec-owner/profile.ts, profile, field "resume": must be "generated" or the name of a PDF file in the content folder, such as "my-cv.pdf"',
    ]);
    expect(errors({ ...specProfile, resumePaper: 'A4' })).toEqual([
      'tests/fixtures/content/spec-owner/profile.ts, profile, field "resumePaper": only a generated résumé (resume: "generated") has a paper size',
    ]);
    expect(errors({ ...specProfile, resume: 'generated', resumePaper: 'A5' })).toHaveLength(1);
  });
});
