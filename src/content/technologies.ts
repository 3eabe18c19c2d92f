import {
  SiDocker,
  SiFastapi,
  SiGit,
  SiHuggingface,
  SiKubernetes,
  SiNodedotjs,
  SiPostgresql,
  SiPython,
  SiPytorch,
  SiReact,
  SiScikitlearn,
  SiTypescript,
} from 'react-icons/si';
import type { Technology } from './schema';

/** The icon strip. Icons come from react-icons (Simple Icons set); `name` is each icon's accessible name. */
export const technologies: Technology[] = [
  { name: 'Python', icon: SiPython },
  { name: 'PyTorch', icon: SiPytorch },
  { name: 'scikit-learn', icon: SiScikitlearn },
  { name: 'Hugging Face', icon: SiHuggingface },
  { name: 'TypeScript', icon: SiTypescript },
  { name: 'React', icon: SiReact },
  { name: 'Node.js', icon: SiNodedotjs },
  { name: 'FastAPI', icon: SiFastapi },
  { name: 'PostgreSQL', icon: SiPostgresql },
  { name: 'Docker', icon: SiDocker },
  { name: 'Kubernetes', icon: SiKubernetes },
  { name: 'Git', icon: SiGit },
];
