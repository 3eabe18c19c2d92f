import { describe, expect, it } from 'vitest';
import type { OwnerWords } from '../../src/shared/content/owner-words.ts';
import { fallbacksPerFile, translateContent, untranslated } from './translate-content.ts';

const entry = (role: string) => ({
  period: 'Jan 2020 - Present',
  role,
  company: `${role} Co`,
  description: [`${role} work.`],
  technologies: ['Go'],
});
const defaults: OwnerWords = {
  profile: {
    name: 'Ana Lima',
    tagline: 'Engineer',
    jobTitle: 'ML Engineer',
    welcome: 'Hello.',
    photo: 'me.jpg',
    photoAlt: 'Ana',
    links: { github: 'https://github.com/ana' },
  },
  experience: [entry('Engineer'), entry('Intern')],
  research: [],
  projects: [{ title: 'Kite', description: ['A kite.'], technologies: ['Go'] }],
  technologies: [{ name: 'Go', icon: 'SiGo' }],
  blog: { about: 'kites', comingSoon: 'Soon.', topics: [{ title: 'Wind', text: 'Air.', icon: 'brain' }] },
};
const label = (file: string) => `content/pt-BR/${file}.ts`;

describe('the owner’s words in another language', () => {
  it('takes each field the translation gives, keeps everything else, and lists the fields that fell back', () => {
    const { words, fallbacks, errors } = translateContent(
      defaults,
      {
        profile: { tagline: 'Engenheira' },
        experience: [{ role: 'Engenheira', description: ['Trabalho.'] }],
        blog: { topics: [{ title: 'Vento' }] },
      },
      label,
    );
    expect(errors).toEqual([]);
    expect(words.profile).toMatchObject({
      name: 'Ana Lima',
      tagline: 'Engenheira',
      welcome: 'Hello.',
      photo: 'me.jpg',
      links: { github: 'https://github.com/ana' },
    });
    expect(words.experience[0]).toMatchObject({
      role: 'Engenheira',
      company: 'Engineer Co',
      description: ['Trabalho.'],
      technologies: ['Go'],
    });
    expect(words.experience[1]).toEqual(defaults.experience[1]);
    expect(words.blog.topics?.[0]).toEqual({ title: 'Vento', text: 'Air.', icon: 'brain' });
    // the name is the owner's in every language: not a fallback
    expect(fallbacks).not.toContain('profile.name');
    expect(fallbacks).toEqual(
      expect.arrayContaining([
        'profile.jobTitle',
        'experience.0.period',
        'experience.0.company',
        'experience.1.role',
        'projects.0.title',
        'technologies.0.name',
        'blog.about',
        'blog.topics.0.text',
      ]),
    );
    expect(fallbacks).not.toContain('experience.0.role');
    expect(fallbacksPerFile(fallbacks)).toMatchObject({
      'profile.ts': 3,
      'experience.ts': 6,
      'projects.ts': 2,
      'technologies.ts': 1,
    });
  });

  it('does not count a technology’s name left out as a word not translated: "Python" is Python in Chinese', () => {
    const withNames: OwnerWords = {
      ...defaults,
      technologies: ['Python', 'PyTorch', 'Rust'].map((name) => ({ name, icon: 'SiPython' })),
    };
    const { fallbacks } = translateContent(withNames, { technologies: [{}, { name: 'PyTorch 框架' }] }, label);
    // left out, the names are shown as written and marked with the default language, as any field left out is
    expect(fallbacks).toEqual(expect.arrayContaining(['technologies.0.name', 'technologies.2.name']));
    // but the build's count of what is left to translate has no technologies.ts
    const left = untranslated(fallbacks);
    expect(left.filter((path) => path.startsWith('technologies.'))).toEqual([]);
    expect(left).toEqual(fallbacks.filter((path) => !path.startsWith('technologies.')));
    expect(Object.keys(fallbacksPerFile(left))).not.toContain('technologies.ts');
  });

  it('names the file and the field of a field that is not translatable, a wrong value, and a list longer than the default', () => {
    const { errors } = translateContent(
      defaults,
      { profile: { photo: 'eu.jpg' } as never, projects: [{ title: '' }, {}], blog: { about: ['x'] } as never },
      label,
    );
    expect(errors).toEqual([
      'content/pt-BR/profile.ts, profile, field "photo": not a translatable field: the fields are name, tagline, jobTitle, welcome, photoAlt, location, spokenLanguages',
      'content/pt-BR/blog.ts, field "blog.about": must be a text, not empty',
      'content/pt-BR/projects.ts, projects: 2 entries, but the default language has 1 (entries are matched by position)',
      'content/pt-BR/projects.ts, field "projects.0.title": must be a text, not empty',
    ]);
  });

  it('translates talks, courses taught and news by position, their addresses the same in every language', () => {
    const talk = {
      title: 'Kites at Scale',
      event: 'KiteConf',
      date: 'May 2025',
      location: 'Lisbon',
      slides: 'https://ana.example/slides.pdf',
    };
    const course = { course: 'Wind', institution: 'University of Lisbon', period: '2020', role: 'Lecturer' };
    const news = { date: 'Jun 2025', text: 'A new kite.', url: 'https://ana.example/kite' };
    const { words, fallbacks, errors } = translateContent(
      { ...defaults, talks: [talk], teaching: [course], news: [news] },
      {
        talks: [{ title: 'Pipas em escala', date: 'maio de 2025' }],
        teaching: [{ course: 'Vento' }],
        news: [{ text: 'Uma nova pipa.' }],
      },
      label,
    );
    expect(errors).toEqual([]);
    expect(words.talks).toEqual([{ ...talk, title: 'Pipas em escala', date: 'maio de 2025' }]);
    expect(words.teaching).toEqual([{ ...course, course: 'Vento' }]);
    expect(words.news).toEqual([{ ...news, text: 'Uma nova pipa.' }]);
    expect(fallbacks).toEqual(
      expect.arrayContaining([
        'talks.0.event',
        'talks.0.location',
        'teaching.0.institution',
        'teaching.0.period',
        'teaching.0.role',
        'news.0.date',
      ]),
    );
    expect(fallbacks.filter((path) => /^(talks|teaching|news)\./.test(path))).toHaveLength(6);
    const wrong = translateContent({ ...defaults, talks: [talk] }, { talks: [{ slides: 'x' }] }, label);
    expect(wrong.errors).toEqual([
      'content/pt-BR/talks.ts, talks.0, field "slides": not a translatable field: the fields are title, event, date, location, summary',
    ]);
  });

  it('translates the résumé’s sections as the others: education, certificates and awards by position, the languages spoken too', () => {
    const withResume: OwnerWords = {
      ...defaults,
      profile: {
        ...defaults.profile,
        location: 'Lisbon, Portugal',
        spokenLanguages: [{ language: 'Portuguese', fluency: 'Native' }, { language: 'English' }],
      },
      education: [
        {
          period: '2014 - 2019',
          institution: 'University of Lisbon',
          degree: 'MSc',
          area: 'Computer Science',
          courses: ['Compilers', 'Databases'],
        },
      ],
      certificates: [{ name: 'Kite Pilot', issuer: 'Kite Club', date: 'May 2021' }],
      awards: [{ title: 'Best Kite', awarder: 'Kite Club', date: '2022', summary: 'For the highest flight.' }],
    };
    const { words, fallbacks, errors } = translateContent(
      withResume,
      {
        profile: { location: 'Lisboa, Portugal', spokenLanguages: [{ language: 'Português', fluency: 'Nativo' }] },
        education: [{ institution: 'Universidade de Lisboa', area: 'Ciência da Computação' }],
        awards: [{ summary: 'Pelo voo mais alto.' }],
      },
      label,
    );
    expect(errors).toEqual([]);
    expect(words.profile.location).toBe('Lisboa, Portugal');
    expect(words.profile.spokenLanguages).toEqual([
      { language: 'Português', fluency: 'Nativo' },
      { language: 'English' },
    ]);
    expect(words.education).toEqual([
      { ...withResume.education![0], institution: 'Universidade de Lisboa', area: 'Ciência da Computação' },
    ]);
    expect(words.certificates).toEqual(withResume.certificates);
    expect(words.awards).toEqual([{ ...withResume.awards![0], summary: 'Pelo voo mais alto.' }]);
    expect(fallbacks).toEqual(
      expect.arrayContaining([
        'profile.spokenLanguages.1.language',
        'education.0.degree',
        'education.0.courses',
        'certificates.0.name',
        'awards.0.title',
      ]),
    );
    expect(fallbacks).not.toContain('education.0.institution');
    // a translation of an entry the default language does not have is no entry
    expect(translateContent(defaults, { education: [{ degree: 'MSc' }] }, label).errors).toEqual([
      'content/pt-BR/education.ts, education: 1 entries, but the default language has 0 (entries are matched by position)',
    ]);
  });
});
