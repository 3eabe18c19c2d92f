import { describe, expect, it } from 'vitest';
import { pictureDirectives } from './picture-widths';

describe("the image pipeline's default directives", () => {
  it('make a picture that names no width at 256, 512 and 1024 px', () => {
    expect(
      pictureDirectives(new URL('file:///images/photo.jpg?format=avif;webp;jpg&withoutEnlargement&as=picture')).get(
        'w',
      ),
    ).toBe('256;512;1024');
  });

  it('leave a width given, and an import that is no picture, as they are', () => {
    expect(pictureDirectives(new URL('file:///images/photo.jpg?w=64&as=picture')).has('w')).toBe(false);
    expect(pictureDirectives(new URL('file:///images/photo.jpg?w=64')).toString()).toBe('');
    expect(pictureDirectives(new URL('file:///images/logo.svg?url')).toString()).toBe('');
  });
});
