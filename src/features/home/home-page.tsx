import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { hasPublications } from 'virtual:publications';
import { usePageTitle } from '@/shared/use-page-title';
import { CardSection } from './card-section';
import { projectCard, timelineCard } from './card-item';
import { Contact } from './contact';
import { Intro } from './intro';
import { PublicationsSection } from './publications-section';
import { Technologies } from './technologies';

const experienceCards = experience.map(timelineCard);
const researchCards = research.map(timelineCard);
const projectCards = projects.map(projectCard);

/** The intro, then each section the content has, in a fixed order: a list with no entries is no section. */
export function HomePage() {
  usePageTitle();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 pb-24 sm:px-6 md:gap-28">
      <Intro />
      {experienceCards.length > 0 && (
        <CardSection id="experience" heading="Experience" modalHeading="Experience Details" items={experienceCards} eagerImages={2} />
      )}
      {researchCards.length > 0 && (
        <CardSection id="research" heading="Research Experience" modalHeading="Research Details" items={researchCards} />
      )}
      {hasPublications && <PublicationsSection />}
      {projectCards.length > 0 && <CardSection id="projects" heading="Projects" modalHeading="Project Details" items={projectCards} />}
      {technologies.length > 0 && <Technologies />}
      {profile.email && <Contact email={profile.email} />}
    </div>
  );
}
