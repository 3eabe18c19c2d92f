import { createElement, type ReactNode } from 'react';
import { hasPublications } from 'virtual:publications';
import { experience } from '@/content/experience';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { research } from '@/content/research';
import { technologies } from '@/content/technologies';
import { type HomeSectionId, homeSections } from '@/shared/home-sections';
import { CardSection } from './card-section';
import { projectCard, timelineCard, type CardItem } from './card-item';
import { Contact } from './contact';
import { Intro } from './intro';
import { PublicationsSection } from './publications-section';
import { Technologies } from './technologies';
import type { CardSectionId } from './use-open-card';

interface CardList {
  id: CardSectionId;
  heading: string;
  modalHeading: string;
  items: readonly CardItem[];
}

const experienceCards: CardList = { id: 'experience', heading: 'Experience', modalHeading: 'Experience Details', items: experience.map(timelineCard) };
const researchCards: CardList = { id: 'research', heading: 'Research Experience', modalHeading: 'Research Details', items: research.map(timelineCard) };
const projectCards: CardList = { id: 'projects', heading: 'Projects', modalHeading: 'Project Details', items: projects.map(projectCard) };
// the first card section shown: the first row of its pictures is in the first screenful, and loads at once
const firstShown = [experienceCards, researchCards, projectCards].find((cards) => cards.items.length > 0);

function Cards({ cards }: { cards: CardList }) {
  // a list with no entries is no section
  if (cards.items.length === 0) return null;
  return <CardSection {...cards} eagerImages={cards === firstShown ? 2 : 0} />;
}

/** The intro, then each section the content has, in the order of homeSections. */
export function HomePage() {
  const sections: Record<HomeSectionId, ReactNode> = {
    experience: <Cards cards={experienceCards} />,
    research: <Cards cards={researchCards} />,
    publications: hasPublications && <PublicationsSection />,
    projects: <Cards cards={projectCards} />,
    technologies: technologies.length > 0 && <Technologies />,
    contact: profile.email && <Contact email={profile.email} />,
  };
  // the sections as the div's own children, each in a fixed place, not a nested list: the ids React
  // derives from an element's place (useId) stay those of the page written out element by element
  return createElement(
    'div',
    { className: 'mx-auto flex max-w-6xl flex-col gap-20 px-4 pb-24 sm:px-6 md:gap-28 print:block print:max-w-none print:space-y-10 print:p-0' },
    <Intro />,
    ...homeSections.map((id) => sections[id]),
  );
}
