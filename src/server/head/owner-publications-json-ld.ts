import { citations, publications } from 'virtual:publications-data';
import { publicationsGraph } from './publications-json-ld';

/**
 * The owner's publications as the home page's JSON-LD graph in a language (its tag), for the home
 * route's head, imported by the prerender only (src/features/home/home-head.ts), so the browser's code never
 * holds them.
 */
export const publicationsJsonLd = (homeUrl: string, tag: string): Record<string, unknown> | undefined =>
  publicationsGraph(homeUrl, publications, citations[tag] ?? []);
