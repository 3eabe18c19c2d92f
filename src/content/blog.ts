import type { Blog } from '@/shared/content/schema';

/** The blog page's texts: what the posts are about, the placeholder shown above them, its topic cards. */
export const blog: Blog = {
  about: 'AI, machine learning and data science',
  comingSoon:
    'Posts about AI, machine learning and data science are on their way: write-ups of projects, research notes and practical lessons from shipping models.',
  topics: [
    { title: 'Machine Learning', text: 'Model training, evaluation and the engineering that gets models into production.', icon: 'brain' },
    { title: 'AI Applications', text: 'Retrieval, agents and assistants built on large language models, and what makes them reliable.', icon: 'robot' },
    { title: 'Data Science', text: 'Exploratory analysis, experiments and turning messy data into decisions.', icon: 'chart-line' },
  ],
};
