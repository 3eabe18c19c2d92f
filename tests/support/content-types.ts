// The Content-Type a static host sends for a file of the built site (for the test and bench servers): the
// owner's check's host's.
export { contentType } from '../../packages/check/lib/pages-host.js';
