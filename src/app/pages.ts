// The pages other than the home page, one chunk (src/app/routes.tsx): none of them weighs on the first
// load of the home page, and the first of them a visit shows brings the others.
export { archivePage, blogPage, postPage, tagPage } from '@/features/blog/blog-pages';
export { projectPage } from '@/features/projects/project-page';
