import { createElement, type ReactNode, useMemo } from 'react';
import { type HomeSectionId, homeSections } from '@/shared/home-sections';
import { type Language, useLanguage } from '@/ui/language';
import { CardSection } from './card-section';
import { projectCard, timelineCard, type CardItem } from './card-item';
import { Contact } from './contact';
import { EducationSection } from './education-section';
import OwnerIntro from 'virtual:slot/home-intro';
import { Slot } from '@/ui/slot';
import { Intro } from './intro';
import { PublicationsSection } from './publications-section';
import { NewsSection } from './news-section';
import { TalksSection } from './talks-section';
import { TeachingSection } from './teaching-section';
import { Technologies } from './technologies';
import type { CardSectionId } from './use-open-card';

interface CardList {
  id: CardSectionId;
  heading: string;
  modalHeading: string;
  items: readonly CardItem[];
}

/** The three card sections in the page's language, each with its entries' cards. */
function cardLists(language: Language): [experience: CardList, research: CardList, projects: CardList] {
  const { texts, words } = language;
  return [
    {
      id: 'experience',
      heading: texts.experience,
      modalHeading: texts.experienceDetails,
      items: words.experience.map((entry, index) => timelineCard(entry, { language, file: 'experience', index })),
    },
    {
      id: 'research',
      heading: texts.research,
      modalHeading: texts.researchDetails,
      items: words.research.map((entry, index) => timelineCard(entry, { language, file: 'research', index })),
    },
    {
      id: 'projects',
      heading: texts.projects,
      modalHeading: texts.projectDetails,
      items: words.projects.map((project, index) => projectCard(project, { language, file: 'projects', index })),
    },
  ];
}

function Cards({ cards, first }: { cards: CardList; first: boolean }) {
  // a list with no entries is no section
  if (cards.items.length === 0) return null;
  // the first card section shown: the first row of its pictures is in the first screenful, and loads at once
  return <CardSection {...cards} eagerImages={first ? 2 : 0} />;
}

/** The intro, then each section the content has, in the order of homeSections. */
export function HomePage() {
  const language = useLanguage();
  const { words } = language;
  // kept while the language is: the open card's dialog follows its item by identity (card-dialog.tsx)
  const [experienceCards, researchCards, projectCards] = useMemo(() => cardLists(language), [language]);
  const firstShown = [experienceCards, researchCards, projectCards].find((cards) => cards.items.length > 0);
  const sections: Record<HomeSectionId, ReactNode> = {
    // a site without news.ts, talks.ts or teaching.ts builds none of their sections' code
    news: __NEWS__ && <NewsSection />,
    experience: <Cards cards={experienceCards} first={experienceCards === firstShown} />,
    // Education follows Research Experience, in its slot: a site without education.ts builds this line as before
    research: __EDUCATION__ ? (
      <>
        <Cards cards={researchCards} first={researchCards === firstShown} />
        <EducationSection />
      </>
    ) : (
      <Cards cards={researchCards} first={researchCards === firstShown} />
    ),
    publications: __PUBLICATIONS__ && <PublicationsSection />,
    talks: __TALKS__ && <TalksSection />,
    teaching: __TEACHING__ && <TeachingSection />,
    projects: <Cards cards={projectCards} first={projectCards === firstShown} />,
    technologies: words.technologies.length > 0 && <Technologies />,
    contact: words.profile.email && <Contact email={words.profile.email} />,
  };
  // the sections as the div's own children, each in a fixed place, not a nested list: the ids React
  // derives from an element's place (useId) stay those of the page written out element by element
  return createElement(
    'div',
    {
      className:
        'mx-auto flex max-w-6xl flex-col gap-20 px-4 pb-24 sm:px-6 md:gap-28 print:block print:max-w-none print:space-y-10 print:p-0',
    },
    __SLOTS__ ? (
      <Slot owner={OwnerIntro} props={{}}>
        <Intro />
      </Slot>
    ) : (
      <Intro />
    ),
    ...homeSections.map((id) => sections[id]),
  );
}
