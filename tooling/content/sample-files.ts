import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The template's sample owner and the files that are theirs. A fork that put its own name in
// profile.ts but kept one of these files would publish the sample's pictures or résumé under the
// new owner's name: the build names each such file.

/** The sample owner's name: with it, the sample's files are the owner's own. */
export const SAMPLE_OWNER = 'Avery Quinn';

/** SHA-256 of each file of the sample content, with its name there. */
const SAMPLE_FILES: Readonly<Record<string, string>> = {
  b84903c67b1448979f1d7bd98f7ef8b4d1a9249a3c9726a9eb5aa2003a060a41: 'images/logo-camis.svg',
  '426ad64862f0fcdd7ae257cc7b2bacf074dbb8ffe4a31157f22f6e0e95cb9f86': 'images/logo-cartwheel.svg',
  fd1661371df57ef2dbfcd403c53d30f84a2ac5ec6f668a0effa6787bb7de5434: 'images/logo-lakeside.svg',
  c09091be6bc45a54a80c18a65ecfdf7e3c59c8590ff23655393644a3b41092b6: 'images/logo-meridian.svg',
  '5015743df43b836edd0f4c9e1067c6c5e652f7c0ccc0c16d70bd2215e424b71c': 'images/profile-photo.jpg',
  '3b1a83ced793fd97a4b0719495233612aabfb65c389f92d213c8e47470a8a84f': 'images/project-melodia.svg',
  '4eaba6db3f0e4924538d6a2803a5cf0bcbed7cd284db136b4f3a356e38cdbee7': 'images/project-platelane.svg',
  '89adeb68e771a9e02a6fb64d8b8013d9b418770fcad3ab575508986f7bc1bd40': 'images/project-repcoach.svg',
  '3fe238a8738369a39a4a53886f472e1c7e02050a8a1a21a92000ddbe08a18b95': 'images/project-tiny.svg',
  '6e010cf38ee516d09a24fbeed8d1522fa2872ceb14db2672433453629a00ad1f': 'images/project-tumour.svg',
  '9ffb2f719b3f7c08cfb0c210288467acc85db6f98db4bb2e6c2bf3adc91d75f9': 'images/project-zerovault.svg',
  f9bac1c0967ef0b6c8a9e63c4b2889ff59aad6c026cf522c93d201f3da4ba455: 'images/site-logo.svg',
  '3888d44031b9f115f391c5eb21450939221b9a01ce1ec8a87236d0c8f4731538': 'resume.pdf',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * One message per file of the sample owner found in `folders` (the content folder, public/), when
 * the content's owner is someone else; none for the sample owner.
 */
export function sampleFilesOfAnotherOwner(ownerName: string, folders: readonly string[], root: string): string[] {
  if (ownerName.trim() === SAMPLE_OWNER) return [];
  return folders
    .filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(filesUnder)
    .flatMap((path) => {
      const sample = SAMPLE_FILES[createHash('sha256').update(readFileSync(path)).digest('hex')];
      return sample === undefined
        ? []
        : [`${relative(root, path)} is ${SAMPLE_OWNER}'s ${sample} from the template's sample content: replace it with your own file or delete it`];
    });
}
