import { describe, expect, it } from 'vitest';
import { settleFieldSize, type FieldSize } from './field-size';

const phone: FieldSize = { width: 390, height: 844, windowWidth: 390, windowHeight: 844 };

describe('the size a field is rebuilt for', () => {
  it('keeps the built size when only the phone toolbars moved (window height within 15 %, layer unchanged)', () => {
    expect(settleFieldSize(phone, { ...phone, windowHeight: 788 })).toBe(phone);
    expect(settleFieldSize(phone, { ...phone, windowHeight: 900 })).toBe(phone);
  });

  it('rebuilds for a window height change of 15 % or more, a new width, or a layer that changed', () => {
    const keyboard = { ...phone, windowHeight: 600 };
    expect(settleFieldSize(phone, keyboard)).toBe(keyboard);
    const narrower = { ...phone, windowWidth: 380 };
    expect(settleFieldSize(phone, narrower)).toBe(narrower);
    const rotated = { width: 844, height: 390, windowWidth: 844, windowHeight: 390 };
    expect(settleFieldSize(phone, rotated)).toBe(rotated);
    // a desktop window made 5 % taller: the layer follows it, so it is a real resize
    const desktop = { width: 1280, height: 800, windowWidth: 1280, windowHeight: 800 };
    const taller = { width: 1280, height: 840, windowWidth: 1280, windowHeight: 840 };
    expect(settleFieldSize(desktop, taller)).toBe(taller);
  });

  it('measures the first build as it is', () => {
    expect(settleFieldSize(null, phone)).toBe(phone);
  });
});
