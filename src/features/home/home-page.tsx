import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { CardSection } from './card-section';
import { projectCard, timelineCard } from './card-item';
import { Contact } from './contact';
import { Intro } from './intro';
import { Technologies } from './technologies';

const cardSections = [
  { id: 'experience', heading: 'Experience', modalHeading: 'Experience Details', items: experience.map(timelineCard) },
  { id: 'research', heading: 'Research Experience', modalHeading: 'Research Details', items: research.map(timelineCard) },
  { id: 'projects', heading: 'Projects', modalHeading: 'Project Details', items: projects.map(projectCard) },
] as const;
// a list with no entries is no section
const shownSections = cardSections.filter((section) => section.items.length > 0);

/** The intro, then each section the content has, in a fixed order: a list with no entries is no section. */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 pb-24 sm:px-6 md:gap-28">
      <Intro />
      {shownSections.map((section, index) => (
        // the first row of the first section is in the first screenful: its pictures load at once
        <CardSection key={section.id} {...section} eagerImages={index === 0 ? 2 : 0} />
      ))}
      {technologies.length > 0 && <Technologies />}
      {profile.email && <Contact email={profile.email} />}
    </div>
  );
}
