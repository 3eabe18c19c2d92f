import { describe, expect, it } from 'vitest';
import { siteIconNames } from './ui-icon-sprite';

// Which UI icons a site's sprite holds, for owners of every shape.

const HEADER_AND_PAGE = [
  'bars',
  'moon',
  'sun',
  'pause',
  'play',
  'file-pdf',
  'blog',
  'envelope',
  'xmark',
  'arrow-left',
  'brain',
  'robot',
  'chart-line',
];
const PUBLICATIONS = [
  'star',
  'quote-left',
  'copy',
  'check',
  'book-open',
  'link',
  'newspaper',
  'code',
  'person-chalkboard',
  'image',
  'circle-play',
  'globe',
];

describe("the icons of a site's sprite", () => {
  it('are the header, menu and page icons, and no network, for an owner with no profile, no paper and no post', () => {
    expect(siteIconNames({ hasEntryLinks: false, hasSearch: false, links: undefined })).toEqual(HEADER_AND_PAGE);
  });

  it("hold the search button's magnifying glass on a site with search, first", () => {
    expect(siteIconNames({ hasEntryLinks: false, hasSearch: true, links: undefined })).toEqual([
      'magnifying-glass',
      ...HEADER_AND_PAGE,
    ]);
  });

  it("hold the icon of each network the owner links, the chain link for their other links, and the papers' with papers", () => {
    const names = siteIconNames({
      hasEntryLinks: false,
      hasSearch: false,
      links: {
        github: 'https://github.com/sam',
        huggingface: 'https://huggingface.co/sam',
        other: [{ name: 'Codeforces', url: 'https://codeforces.com/sam' }],
      },
    });
    expect([...names].sort()).toEqual([...HEADER_AND_PAGE, 'github', 'hugging-face', 'link'].sort());
    const withPapers = siteIconNames({
      hasEntryLinks: true,
      hasSearch: false,
      links: { website: 'https://sam.dev' },
    });
    expect([...withPapers].sort()).toEqual([...HEADER_AND_PAGE, ...PUBLICATIONS, 'website'].sort());
  });
});
