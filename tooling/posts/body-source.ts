import type { PostSource } from './read-posts.ts';

/** A Markdown text or notebook the posts' pipeline renders: a post's body, or a project's story. */
export type BodySource = Pick<
  PostSource,
  'path' | 'file' | 'slug' | 'language' | 'body' | 'bodyLineOffset' | 'notebook'
>;

/** A body and the folder its pictures are named in. */
export interface BodyInFolder {
  source: BodySource;
  imagesDir: string;
}
