import type { Migration } from './migration.ts';
import { addJobTitle } from './migrations/add-job-title.ts';
import { createSiteFile } from './migrations/create-site-file.ts';
import { deleteGeneratedSiteImages } from './migrations/delete-generated-site-images.ts';
import { deleteMachineryFiles } from './migrations/delete-machinery-files.ts';
import { moveOwnTextsToContent } from './migrations/move-own-texts-to-content.ts';
import { moveResumeToContent } from './migrations/move-resume-to-content.ts';
import { removeCitationTexts } from './migrations/remove-citation-texts.ts';
import { removeThemeColor } from './migrations/remove-theme-color.ts';
import { renameYearToPeriod } from './migrations/rename-year-to-period.ts';
import { contentTypesImport } from './migrations/content-types-import.ts';
import { technologyIconNames } from './migrations/technology-icon-names.ts';

/**
 * Every change of the content's shape since it was first typed, each undone by one migration, in
 * the order they run: the machinery copies go first, so no other migration edits them.
 */
export const MIGRATIONS: readonly Migration[] = [
  deleteMachineryFiles,
  contentTypesImport,
  createSiteFile,
  addJobTitle,
  technologyIconNames,
  removeThemeColor,
  moveResumeToContent,
  renameYearToPeriod,
  deleteGeneratedSiteImages,
  moveOwnTextsToContent,
  removeCitationTexts,
];
