// `npm run lint` checks every link of the Markdown files to a file or a heading of the repository
// (remark-validate-links): a doc that names a file which moved fails. The repository's address is
// not the check's business (a fork, a package, no remote at all).
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
