import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Zero-Knowledge Cloud Storage')).toBe('ZC');
    expect(initials('Tiny')).toBe('T');
  });

  it('reads any script and keeps accents and digits', () => {
    expect(initials("zoë's øresund lab")).toBe('ZØ');
    expect(initials('Ångström 3D Scanner')).toBe('Å3');
    expect(initials('Ελληνικά Έργα')).toBe('ΕΈ');
  });

  it('skips punctuation and gives nothing for a title without letters', () => {
    expect(initials('“Quoted” — a project')).toBe('QA');
    expect(initials('!!!')).toBe('');
  });
});
