import { describe, expect, it } from 'vitest';
import { nearestName } from './nearest-name';

const LINK_FIELDS = ['linkedin', 'github', 'scholar'];

describe('nearestName', () => {
  it('finds the field a typo meant', () => {
    expect(nearestName('githb', LINK_FIELDS)).toBe('github');
    expect(nearestName('linkdin', LINK_FIELDS)).toBe('linkedin');
    expect(nearestName('Scholar', LINK_FIELDS)).toBe('scholar');
    expect(nearestName('descripton', ['period', 'image', 'role', 'company', 'description', 'technologies'])).toBe(
      'description',
    );
  });

  it('suggests nothing for a name unlike any field', () => {
    expect(nearestName('twitter', LINK_FIELDS)).toBeUndefined();
    expect(nearestName('colour', ['period', 'image', 'role'])).toBeUndefined();
  });
});
