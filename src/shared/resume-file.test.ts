import { describe, expect, it } from 'vitest';
import { GENERATED_RESUME, GENERATED_RESUME_FILE, resumeFileName } from './resume-file';

describe("the menu's résumé file", () => {
  it("is the generated PDF, the owner's own, or none", () => {
    expect(resumeFileName(GENERATED_RESUME)).toBe(GENERATED_RESUME_FILE);
    expect(resumeFileName('my-cv.pdf')).toBe('my-cv.pdf');
    expect(resumeFileName(undefined)).toBeUndefined();
  });
});
