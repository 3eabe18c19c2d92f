import { describe, expect, it } from 'vitest';
import { around } from './around';

describe('around', () => {
  it('splits a parametrised text where it puts its parameter', () => {
    expect(around((name) => `Hi, I'm ${name}`)).toEqual(["Hi, I'm ", '']);
    expect(around((name) => `${name}, home`)).toEqual(['', ', home']);
    expect(around((name) => `«${name}» — ok`)).toEqual(['«', '» — ok']);
  });
});
