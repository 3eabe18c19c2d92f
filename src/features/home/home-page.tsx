import { experience } from '@/content/experience';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { usePageTitle } from '@/shared/use-page-title';
import { CardSection } from './card-section';
import { projectCard, timelineCard } from './card-item';
import { Contact } from './contact';
import { Intro } from './intro';
import { Technologies } from './technologies';

const experienceCards = experience.map(timelineCard);
const researchCards = research.map(timelineCard);
const projectCards = projects.map(projectCard);

export function HomePage() {
  usePageTitle();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 pb-24 sm:px-6 md:gap-28">
      <Intro />
      <CardSection id="experience" heading="Experience" modalHeading="Experience Details" items={experienceCards} eagerImages={2} />
      <CardSection id="research" heading="Research Experience" modalHeading="Research Details" items={researchCards} />
      <CardSection id="projects" heading="Projects" modalHeading="Project Details" items={projectCards} />
      <Technologies />
      <Contact />
    </div>
  );
}
