import { citationCounts, citations, listed } from 'virtual:publications-data';
import { Publications } from './publications';

/**
 * The section with its data: a chunk of its own in the browser, so the list's length never weighs on the initial
 * JavaScript.
 */
export default function PublicationsChunk() {
  return <Publications publications={listed} citations={citations} counts={citationCounts} />;
}
